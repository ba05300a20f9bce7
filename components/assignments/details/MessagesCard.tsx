import MessageThread from '@/components/messages/MessageThread';
import FormSection from '@/components/ui/FormSection';
import type { AssignmentDetails } from '@/contracts/assignment';

type AssignedEngineer = NonNullable<AssignmentDetails['assigned_engineer']>;

/** The conversation with the assigned engineer about this order. */
export default function MessagesCard({ order, engineer }: { order: AssignmentDetails; engineer: AssignedEngineer }) {
  return (
    <FormSection title="Messages" description={`Between your side and ${engineer.name} about this work order.`}>
      <MessageThread assignmentId={order.id} otherUserId={engineer.id} viewerSide="company" otherName={engineer.name} timezone={order.scheduling.timezone} />
    </FormSection>
  );
}
