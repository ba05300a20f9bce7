'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import FormSection from '@/components/ui/FormSection';
import SelectField from '@/components/ui/SelectField';
import { ROUTE_HOURS } from '@/constants';
import type { AssignmentFormValues } from '@/contracts/assignment';
import { useGetTalentPoolsQuery } from '@/store/api/talentPoolsApi';
import { asOptionalNumber } from './numberField';
import RadioChoice from './RadioChoice';

export type RoutingMode = 'everyone' | 'pool' | 'offer';

const MODES: { value: RoutingMode; label: string }[] = [
  { value: 'everyone', label: 'Open to everyone' },
  { value: 'pool', label: 'Send to a pool first' },
  { value: 'offer', label: 'Offer to one engineer' },
];

/** The routing a mode starts from: nothing for everyone, else the chosen target (to pick) and the default hours. */
export function routingFor(mode: RoutingMode): AssignmentFormValues['routing'] {
  if (mode === 'everyone') return undefined;
  return { route_to_pool_id: null, offer_engineer_id: null, route_hours: ROUTE_HOURS.default };
}

/**
 * Where a new order goes first: every engineer at once (the default), one of the company's talent
 * pools for some hours, or one engineer (a pool member) who may accept or decline; then it opens to everyone.
 */
export default function RoutingSection() {
  const { register, setValue, getValues, formState } = useFormContext<AssignmentFormValues>();
  const pools = useGetTalentPoolsQuery();
  const initial = getValues('routing');
  const [mode, setMode] = useState<RoutingMode>(initial?.offer_engineer_id ? 'offer' : initial?.route_to_pool_id ? 'pool' : 'everyone');
  const poolOptions = (pools.data ?? []).map((pool) => ({ id: pool.id, name: `${pool.name} (${pool.member_count})` }));
  const members = new Map((pools.data ?? []).flatMap((pool) => pool.members.map((member) => [member.engineer_id, member.name] as const)));
  const engineerOptions = [...members].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  const errors = formState.errors.routing;

  const choose = (next: RoutingMode) => {
    setMode(next);
    setValue('routing', routingFor(next), { shouldDirty: true });
  };

  return (
    <FormSection title="Routing" description="Who sees the order first. After the hours you set, it opens to every engineer on its own.">
      <RadioChoice label="Send this order to" value={mode} options={MODES} onChange={choose} />
      {mode !== 'everyone' && (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          {mode === 'pool' ? (
            <SelectField<AssignmentFormValues> name="routing.route_to_pool_id" label="Talent pool" required options={poolOptions} helperText="Only its members see the order until the hours are up; each is notified." />
          ) : (
            <SelectField<AssignmentFormValues> name="routing.offer_engineer_id" label="Engineer" required options={engineerOptions} helperText="A member of one of your pools; they may accept or decline." />
          )}
          <FormTextField
            label="For (hours)"
            type="number"
            required
            slotProps={{ htmlInput: { min: ROUTE_HOURS.min, max: ROUTE_HOURS.max, step: 1 } }}
            helperText={`${ROUTE_HOURS.min} to ${ROUTE_HOURS.max}`}
            registration={register('routing.route_hours', asOptionalNumber)}
            fieldError={errors?.route_hours}
          />
        </Box>
      )}
      {mode !== 'everyone' && pools.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Your company has no talent pools yet: the company creates them on the Talent Pools page.
        </Typography>
      )}
    </FormSection>
  );
}
