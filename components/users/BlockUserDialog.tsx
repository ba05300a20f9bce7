'use client';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import type { Customer } from '@/contracts/company';
import { useSetCustomerBlockedMutation } from '@/store/api/companyApi';

type BlockUserDialogProps = { customer: Customer | null; onClose: () => void };

/** Blocks (or unblocks) a customer once the company confirms; the list refreshes itself. */
export default function BlockUserDialog({ customer, onClose }: BlockUserDialogProps) {
  const [setBlocked, { isLoading }] = useSetCustomerBlockedMutation();

  const toggleBlock = async () => {
    if (!customer) return;
    try {
      const { message } = await setBlocked({ customer_id: customer.customer_id, blocked: !customer.blocked }).unwrap();
      toast.success(message);
      onClose();
    } catch {
      // the API client has shown why
    }
  };

  return (
    <ConfirmDialog
      isOpen={customer !== null}
      title={customer?.blocked ? `Unblock ${customer.name}?` : `Block ${customer?.name ?? ''}?`}
      message={customer?.blocked ? 'They can sign in again.' : 'They are signed out at once and cannot sign in until you unblock them. Their work orders stay.'}
      confirmLabel={customer?.blocked ? 'Unblock' : 'Block'}
      isDestructive={!customer?.blocked}
      isBusy={isLoading}
      onConfirm={toggleBlock}
      onClose={onClose}
    />
  );
}
