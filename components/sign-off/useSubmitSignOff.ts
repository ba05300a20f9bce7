import type { SentOnce } from '@/store/api/baseApi';
import { useAddCustomerSignOffMutation, type SignOff } from '@/store/api/engineerWorkApi';

/**
 * `submitSignOff(orderId, { png, name, signedAt, position })`: sends a customer's sign-off and
 * answers the server's message. Everything it needs is in its arguments (the time is when the
 * customer signed, not when it is sent), so a sign-off taken without signal can be kept and
 * sent through this same call later.
 */
export function useSubmitSignOff() {
  const [addCustomerSignOff, state] = useAddCustomerSignOffMutation();
  const submitSignOff = (orderId: number, signOff: SignOff, once?: SentOnce) => addCustomerSignOff({ assignmentId: orderId, signOff, once }).unwrap();
  return { submitSignOff, isSubmitting: state.isLoading };
}
