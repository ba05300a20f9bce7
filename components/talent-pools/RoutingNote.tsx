'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { toast } from 'react-toastify';
import type { Routing } from '@/contracts/talentPools';
import { formatDateTime } from '@/lib/formatters';
import { useOpenToEveryoneMutation } from '@/store/api/talentPoolsApi';

/** Where a routed order is until it opens to everyone, e.g. "Routed to Austin A-team until …". */
export function describeRouting(routing: Routing): string {
  const until = formatDateTime(routing.routed_until);
  if (routing.offered_engineer) return `Offered to ${routing.offered_engineer.name} until ${until}`;
  return `Routed to ${routing.pool_name ?? 'a talent pool'} until ${until}`;
}

/** On the company side's details page of a routed order: where it is, and "Open to everyone now". */
export default function RoutingNote({ assignmentId, routing }: { assignmentId: number; routing: Routing }) {
  const [openToEveryone, { isLoading }] = useOpenToEveryoneMutation();
  const open = async () => {
    try {
      toast.success((await openToEveryone(assignmentId).unwrap()).message);
    } catch {
      // the API client has shown why
    }
  };
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" disabled={isLoading} onClick={() => void open()}>
          Open to everyone now
        </Button>
      }
    >
      {describeRouting(routing)}. Then it opens to every engineer.
    </Alert>
  );
}
