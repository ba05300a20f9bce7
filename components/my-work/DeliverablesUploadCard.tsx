import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InfoCard from '@/components/ui/InfoCard';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import DeliverableRow from './DeliverableRow';
import { listMissingDeliverables } from './engineerOrderActions';

type DeliverablesUploadCardProps = { details: EngineerAssignmentDetails; canUpload: boolean };

/**
 * The order's deliverables as its engineer hands them in: one file each, uploaded while the
 * order waits for deliverables. The API decides whether they can be handed in; this says what
 * is still missing.
 */
export default function DeliverablesUploadCard({ details, canUpload }: DeliverablesUploadCardProps) {
  const missing = listMissingDeliverables(details);
  let hint: string | null = null;
  if (canUpload && details.deliverables.length === 0) hint = 'This work order asks for no deliverables: hand them in to move on.';
  else if (canUpload && missing.length) hint = `Still needed before you can hand them in: ${missing.join(', ')}.`;
  else if (canUpload) hint = 'Every required deliverable is uploaded. Hand them in when you are done.';
  return (
    <InfoCard title="Your deliverables">
      {hint && (
        <Alert severity={missing.length ? 'info' : 'success'} role="status" sx={{ mb: 1 }}>
          {hint}
        </Alert>
      )}
      {details.deliverables.length > 0 ? (
        <Box component="ul" aria-label="Deliverables to hand in" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {details.deliverables.map((item) => (
            <DeliverableRow key={item.id} assignmentId={details.id} item={item} canUpload={canUpload} />
          ))}
        </Box>
      ) : (
        !canUpload && (
          <Typography variant="body2" color="text.secondary">
            This work order asks for no deliverables.
          </Typography>
        )
      )}
    </InfoCard>
  );
}
