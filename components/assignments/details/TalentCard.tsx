'use client';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import FormSection from '@/components/ui/FormSection';
import { describeOfferPay } from '@/lib/payText';
import { canPerform } from '@/constants';
import type { TalentEngineer } from '@/contracts/assignment';
import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import { LIVE_QUERY_OPTIONS } from '@/store/api/liveQueryOptions';
import { useAssignEngineerMutation, useDeclineEngineerMutation, useGetTalentEngineersQuery } from '@/store/api/workOrdersApi';
import ApplicantMessagesDialog from './ApplicantMessagesDialog';
import ApplicantProfileDialog from './ApplicantProfileDialog';
import TalentRow from './TalentRow';

type Choice = { kind: 'assign' | 'decline'; engineer: TalentEngineer };

/** The order's applicants, each with their profile; Assign, Decline and Message while the order is open. */
export default function TalentCard({ order }: { order: CompanyWorkOrderDetails }) {
  // Engineers apply while the company looks: asked again on opening, and polled while open.
  const talent = useGetTalentEngineersQuery(order.id, LIVE_QUERY_OPTIONS);
  // A failed load was toasted by the API client; the card then reads as empty.
  const engineers = talent.isError ? [] : (talent.data ?? null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [assign, assignState] = useAssignEngineerMutation();
  const [decline, declineState] = useDeclineEngineerMutation();
  const [messaged, setMessaged] = useState<TalentEngineer | null>(null);
  const [isMessageOpen, setIsMessageOpen] = useState(false);
  // Kept after closing, like the messaged applicant, so the dialog's title stays while it fades out.
  const [viewed, setViewed] = useState<TalentEngineer | null>(null);
  const [isProfileOpen, setIsProfileOpen] = useState(false);
  const state = { status: order.status, hasAssignee: Boolean(order.assigned_engineer) };
  // Open for applications: the time to talk with applicants (the assignee's thread is on the page).
  const isOpen = canPerform('apply', state, 'engineer');
  // Assign and Decline: exactly as the server lists them for the company side now.
  const listed = order.progress.available_actions;
  const openMessages = (engineer: TalentEngineer) => {
    setMessaged(engineer);
    setIsMessageOpen(true);
  };
  const openProfile = (engineer: TalentEngineer) => {
    setViewed(engineer);
    setIsProfileOpen(true);
  };

  // Assign and Decline leave the row once used: focus then goes to the same applicant's profile button.
  const decided = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusDecided = () => {
    const name = decided.current;
    decided.current = null;
    if (name) list.current?.querySelector<HTMLButtonElement>(`button[aria-label="View profile of ${CSS.escape(name)}"]`)?.focus();
  };

  const confirm = async () => {
    if (!choice) return;
    try {
      const act = choice.kind === 'assign' ? assign : decline;
      toast.success(await act({ assignmentId: order.id, engineerId: choice.engineer.engineer_id }).unwrap());
      decided.current = choice.engineer.name;
      setChoice(null);
    } catch {
      // the API client has shown why
    }
  };

  const offer = choice?.engineer.counter_offer;
  const offerPay = offer ? describeOfferPay(offer, order.pricing.blended_first_hours) : null;
  const assignMessage = offer ? (
    <>
      {choice?.engineer.name} gets this work order, on their counter offer{offerPay ? ` (${offerPay})` : ''}. Other applicants are declined.
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
        <Box component="ul" ref={list} aria-label="Applicants" sx={{ p: 0, m: 0, mt: 1 }}>
          {engineers.map((engineer) => (
            <TalentRow
              key={engineer.application_id}
              engineer={engineer}
              orderStatus={order.status}
              timezone={order.scheduling.timezone}
              blendedFirstHours={order.pricing.blended_first_hours}
              canAssign={listed.includes('assign')}
              canDecline={listed.includes('decline')}
              onAssign={() => setChoice({ kind: 'assign', engineer })}
              onDecline={() => setChoice({ kind: 'decline', engineer })}
              onViewProfile={() => openProfile(engineer)}
              onMessage={isOpen && engineer.status !== 'withdrawn' ? () => openMessages(engineer) : undefined}
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
        isBusy={assignState.isLoading || declineState.isLoading}
        onConfirm={confirm}
        onClose={() => setChoice(null)}
        onExited={focusDecided}
      />
      <ApplicantMessagesDialog
        assignmentId={order.id}
        timezone={order.scheduling.timezone}
        applicant={messaged}
        isOpen={isMessageOpen}
        onClose={() => setIsMessageOpen(false)}
      />
      <ApplicantProfileDialog assignmentId={order.id} applicant={viewed} isOpen={isProfileOpen} onClose={() => setIsProfileOpen(false)} />
    </FormSection>
  );
}
