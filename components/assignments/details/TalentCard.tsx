'use client';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import FormSection from '@/components/ui/FormSection';
import { canChooseTalent } from '@/components/assignments/lifecycle';
import { describePay } from '@/components/assignments/payText';
import type { AssignmentDetails, TalentEngineer } from '@/contracts/assignment';
import { assignEngineer, declineEngineer } from '@/services/companyAssignments';
import TalentRow from './TalentRow';
import { useTalentEngineers } from './useTalentEngineers';

type Choice = { kind: 'assign' | 'decline'; engineer: TalentEngineer };

/** The order's applicants, with Assign and Decline while the order is open. */
export default function TalentCard({ order, onChanged }: { order: AssignmentDetails; onChanged: () => Promise<void> }) {
  const { engineers, reload } = useTalentEngineers(order.id);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const canChoose = canChooseTalent({ status: order.status, hasAssignee: Boolean(order.assigned_engineer) });

  const confirm = async () => {
    if (!choice) return;
    setIsBusy(true);
    try {
      const act = choice.kind === 'assign' ? assignEngineer : declineEngineer;
      toast.success(await act(order.id, choice.engineer.engineer_id));
      setChoice(null);
      await Promise.all([reload(), onChanged()]);
    } catch {
      // the API client has shown why
    } finally {
      setIsBusy(false);
    }
  };

  const offer = choice?.engineer.counter_offer;
  const assignMessage = offer ? (
    <>
      {choice?.engineer.name} gets this work order, on their counter offer{offer.payment_type !== null ? ` (${describePay(offer)})` : ''}. Other applicants are declined.
    </>
  ) : (
    `${choice?.engineer.name} gets this work order on its posted terms. Other applicants are declined.`
  );

  return (
    <FormSection title={`Talent${engineers ? ` (${engineers.length})` : ''}`} description="Engineers who applied for this work order.">
      {engineers === null && (
        <Box sx={{ mt: 2 }}>
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Box>
      )}
      {engineers?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No engineers have applied yet.
        </Typography>
      )}
      {engineers && engineers.length > 0 && (
        <Box component="ul" aria-label="Applicants" sx={{ p: 0, m: 0, mt: 1 }}>
          {engineers.map((engineer) => (
            <TalentRow
              key={engineer.application_id}
              engineer={engineer}
              timezone={order.scheduling.timezone}
              canChoose={canChoose}
              onAssign={() => setChoice({ kind: 'assign', engineer })}
              onDecline={() => setChoice({ kind: 'decline', engineer })}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        isOpen={choice !== null}
        title={choice?.kind === 'assign' ? `Assign ${choice.engineer.name}?` : `Decline ${choice?.engineer.name ?? ''}?`}
        message={choice?.kind === 'assign' ? assignMessage : 'Their application is declined; they are told so.'}
        confirmLabel={choice?.kind === 'assign' ? 'Assign' : 'Decline'}
        isDestructive={choice?.kind === 'decline'}
        isBusy={isBusy}
        onConfirm={confirm}
        onClose={() => setChoice(null)}
      />
    </FormSection>
  );
}
