'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormProvider, useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import SelectField from '@/components/ui/SelectField';
import { ROUTE_HOURS } from '@/constants';
import { bulkOptionsSchema, type BulkAction } from '@/contracts/bulkWorkOrders';
import { useGetTalentPoolsQuery } from '@/store/api/talentPoolsApi';
import { ACTION_TEXT } from './bulkText';

// Route needs a pool (the API says so too; the form says it before sending).
const routeSchema = bulkOptionsSchema.required({ pool_id: true });
type OptionValues = z.input<typeof bulkOptionsSchema>;
export type BulkOptions = z.output<typeof bulkOptionsSchema>;

type BulkConfirmDialogProps = {
  action: BulkAction | null;
  count: number;
  onConfirm: (options: BulkOptions) => Promise<void>;
  onClose: () => void;
};

/** Asks before a bulk action, stating how many orders it names; route asks for the pool and hours, cancel for an optional reason. */
export default function BulkConfirmDialog({ action, count, onConfirm, onClose }: BulkConfirmDialogProps) {
  return (
    <Dialog open={action !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="bulk-confirm-title">
      {/* Mounted only while open, so each opening starts empty. */}
      {action && <ConfirmForm action={action} count={count} onConfirm={onConfirm} onClose={onClose} />}
    </Dialog>
  );
}

function ConfirmForm({ action, count, onConfirm, onClose }: Omit<BulkConfirmDialogProps, 'action'> & { action: BulkAction }) {
  const text = ACTION_TEXT[action];
  const form = useForm<OptionValues, unknown, BulkOptions>({
    resolver: zodResolver(action === 'route' ? routeSchema : bulkOptionsSchema),
    defaultValues: { route_hours: ROUTE_HOURS.default, reason: '' },
  });
  const { isSubmitting, errors } = form.formState;
  const pools = useGetTalentPoolsQuery(undefined, { skip: action !== 'route', refetchOnMountOrArgChange: true });
  const hasNoPools = action === 'route' && pools.data?.length === 0;

  const confirm = async (options: BulkOptions) => {
    try {
      await onConfirm(options);
    } catch (error) {
      applyFieldErrors(error, ['pool_id', 'route_hours', 'reason'], form.setError);
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(confirm)} onKeyDown={preventEnterSubmit} aria-label={text.title(count)}>
        <DialogTitle id="bulk-confirm-title">{text.title(count)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{text.body}</DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            {action === 'cancel' && <FormTextField registration={form.register('reason')} fieldError={errors.reason} label="Reason (optional)" helperText="The engineers concerned read it." multiline minRows={2} fullWidth autoFocus />}
            {action === 'route' && (
              <>
                <SelectField<OptionValues>
                  name="pool_id"
                  label="Talent pool"
                  required
                  options={(pools.data ?? []).map((pool) => ({ id: pool.id, name: `${pool.name} (${pool.member_count})` }))}
                  helperText={hasNoPools ? 'Your company has no talent pools yet.' : undefined}
                />
                <FormTextField
                  registration={form.register('route_hours')}
                  fieldError={errors.route_hours as FieldError | undefined}
                  label="Hours before everyone sees them"
                  type="number"
                  slotProps={{ htmlInput: { min: ROUTE_HOURS.min, max: ROUTE_HOURS.max } }}
                  required
                  fullWidth
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={isSubmitting} autoFocus={action !== 'cancel'}>
            Go back
          </Button>
          <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium" color={text.color} disabled={hasNoPools}>
            {text.confirm}
          </SubmitButton>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
