'use client';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import type { LifecycleAction } from '@/constants';
import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import { useTransitionWorkOrderMutation, type CompanyTransition } from '@/store/api/companyLifecycleApi';
import { TRANSITION_TEXT, isCompanyTransition } from './companyActions';
import RecordPaymentDialog from './RecordPaymentDialog';
import SendForCorrectionDialog from './SendForCorrectionDialog';

type WorkActionsProps = { order: CompanyWorkOrderDetails; actions: LifecycleAction[] };

type OpenDialog = CompanyTransition | 'sendForCorrection' | 'recordPayment' | null;

/** The company side's steps through the work (confirm … pay), each behind its confirmation. */
export default function WorkActions({ order, actions }: WorkActionsProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The confirmation keeps its words while it closes.
  const [transition, setTransition] = useState<CompanyTransition>('confirmAssignment');
  const [runTransition, { isLoading }] = useTransitionWorkOrderMutation();
  const close = () => setDialog(null);

  const open = (action: CompanyTransition) => {
    setTransition(action);
    setDialog(action);
  };

  const confirm = async () => {
    try {
      toast.success(await runTransition({ action: transition, assignmentId: order.id }).unwrap());
      close();
    } catch {
      // the API client has shown why (e.g. the engineer moved the order meanwhile)
    }
  };

  const text = TRANSITION_TEXT[transition];
  return (
    <>
      {actions.filter(isCompanyTransition).map((action) => (
        <Button key={action} variant="contained" onClick={() => open(action)}>
          {TRANSITION_TEXT[action].label}
        </Button>
      ))}
      {actions.includes('sendForCorrection') && (
        <Button variant="outlined" color="warning" onClick={() => setDialog('sendForCorrection')}>
          Send for correction
        </Button>
      )}
      {actions.includes('recordPayment') && (
        <Button variant="contained" color="success" onClick={() => setDialog('recordPayment')}>
          Record payment
        </Button>
      )}
      <ConfirmDialog
        isOpen={dialog !== null && isCompanyTransition(dialog)}
        title={text.title}
        message={text.describe(order)}
        confirmLabel={text.label}
        isBusy={isLoading}
        onConfirm={confirm}
        onClose={close}
      />
      <SendForCorrectionDialog assignmentId={order.id} engineerName={order.assigned_engineer?.name} isOpen={dialog === 'sendForCorrection'} onClose={close} />
      <RecordPaymentDialog assignmentId={order.id} isOpen={dialog === 'recordPayment'} onClose={close} />
    </>
  );
}
