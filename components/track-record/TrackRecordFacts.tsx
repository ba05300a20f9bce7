import DetailItem, { DetailGrid } from '@/components/ui/DetailItem';
import type { TrackRecord } from '@/contracts/trackRecord';
import { formatDate } from '@/lib/formatters';
import { describeCompleted, describeOnTime } from './trackRecordText';

/** An engineer's track record as labelled figures (the applicant profile, the engineer's dashboard); the rating shows beside it there. */
export default function TrackRecordFacts({ record }: { record: TrackRecord }) {
  return (
    <DetailGrid>
      <DetailItem label="Completed orders">{describeCompleted(record)}</DetailItem>
      <DetailItem label="On-time check-ins">{describeOnTime(record)}</DetailItem>
      <DetailItem label="Cancelled after assignment">{record.cancelled_after_assignment}</DetailItem>
      <DetailItem label="Left after assignment">{record.leaves}</DetailItem>
      <DetailItem label="Member since">{formatDate(record.member_since)}</DetailItem>
    </DetailGrid>
  );
}
