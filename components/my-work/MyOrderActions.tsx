'use client';
import Button from '@mui/material/Button';
import { useState } from 'react';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { ACTION_TEXT, type MyOrderAction } from './orderActionText';
import { useMyOrderAction } from './useMyOrderAction';

type MyOrderActionsProps = { details: EngineerAssignmentDetails; actions: MyOrderAction[] };

/** The page's action buttons, each behind a confirmation that says what it does. */
export default function MyOrderActions({ details, actions }: MyOrderActionsProps) {
  // The dialog keeps the last action's words while it closes.
  const [action, setAction] = useState<MyOrderAction>(actions[0] ?? 'withdraw');
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const { run, isBusy, isLocating } = useMyOrderAction(details.id);
  const text = ACTION_TEXT[action];

  const confirm = async () => {
    if (await run(action)) setIsConfirmOpen(false);
  };

  return (
    <>
      {actions.map((next) => (
        <Button
          key={next}
          variant={ACTION_TEXT[next].isDestructive ? 'outlined' : 'contained'}
          color={ACTION_TEXT[next].isDestructive ? 'error' : 'primary'}
          onClick={() => {
            setAction(next);
            setIsConfirmOpen(true);
          }}
        >
          {ACTION_TEXT[next].label}
        </Button>
      ))}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={text.title}
        message={isLocating ? `${text.describe(details)} Asking your browser for your position…` : text.describe(details)}
        confirmLabel={text.label}
        isDestructive={text.isDestructive}
        isBusy={isBusy}
        onConfirm={confirm}
        onClose={() => setIsConfirmOpen(false)}
      />
    </>
  );
}
