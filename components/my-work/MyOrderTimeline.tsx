'use client';
import Timeline from '@/components/work-order-timeline/Timeline';
import { readErrorMessage } from '@/store/api/errors';
import { useGetLogsQuery } from '@/store/api/logsApi';

type MyOrderTimelineProps = { assignmentId: number; timezone: string; pollingInterval: number };

/** The order's history as its engineer sees it (GET /logs of the order), kept fresh with the details. */
export default function MyOrderTimeline({ assignmentId, timezone, pollingInterval }: MyOrderTimelineProps) {
  const logs = useGetLogsQuery({ assignmentId }, { pollingInterval, refetchOnMountOrArgChange: true });
  return <Timeline entries={logs.data?.data} timezone={timezone} error={logs.isError ? readErrorMessage(logs.error) : null} onRetry={logs.refetch} />;
}
