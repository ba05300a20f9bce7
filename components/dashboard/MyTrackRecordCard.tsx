'use client';
import TrackRecordFacts from '@/components/track-record/TrackRecordFacts';
import { useGetMyTrackRecordQuery } from '@/store/api/trackRecordApi';
import FigureCard from './FigureCard';

/** The engineer's own track record on their dashboard: what companies see when they vet applicants. */
export default function MyTrackRecordCard() {
  const record = useGetMyTrackRecordQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <FigureCard title="Your track record" query={record} isEmpty={() => false} emptyText="" summary={() => 'What companies see when you apply'} skeletonHeight={160}>
      {(data) => <TrackRecordFacts record={data} />}
    </FigureCard>
  );
}
