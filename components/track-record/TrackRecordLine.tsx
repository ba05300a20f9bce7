import Typography from '@mui/material/Typography';
import type { TrackRecord } from '@/contracts/trackRecord';
import { describeCancelled, describeCompleted, describeLeaves, describeMemberSince, describeOnTime } from './trackRecordText';

/** The track record in one line for a list row: completed, on time, cancellations and leaves (when any), member since. */
export default function TrackRecordLine({ record }: { record: TrackRecord }) {
  const facts = [
    describeCompleted(record),
    describeOnTime(record),
    record.cancelled_after_assignment > 0 ? describeCancelled(record) : null,
    record.leaves > 0 ? describeLeaves(record) : null,
    describeMemberSince(record),
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary" aria-label="Track record" sx={{ mt: 0.5 }}>
      {facts.join(' · ')}
    </Typography>
  );
}
