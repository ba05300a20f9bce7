'use client';
import Timeline from '@/components/work-order-timeline/Timeline';
import { readErrorMessage } from '@/store/api/errors';
import { useGetAssignmentLogsQuery } from '@/store/api/logsApi';
import { LIVE_QUERY_OPTIONS } from '@/store/api/liveQueryOptions';

/** The order's timeline as the company side sees it (get-assignment-logs), kept fresh while open. */
export default function OrderTimeline({ assignmentId, timezone }: { assignmentId: number; timezone: string }) {
  const logs = useGetAssignmentLogsQuery(assignmentId, LIVE_QUERY_OPTIONS);
  return <Timeline entries={logs.data} timezone={timezone} error={logs.isError ? readErrorMessage(logs.error) : null} onRetry={logs.refetch} />;
}
