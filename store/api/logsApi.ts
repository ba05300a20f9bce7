import { COMPANY_ASSIGNMENT_ENDPOINTS, LOG_ENDPOINTS } from '@/constants';
import type { ApiPage } from '@/contracts/envelope';
import type { LogEntry } from '@/contracts/logs';
import { api, readEnvelope, readEnvelopePage, apiTag } from './baseApi';

// The work-order timeline (log entries in the event code set). Each order's entries carry the
// tag `{ type: 'Log', id: assignmentId }`; a transition invalidates that (or every 'Log').
// Both reads are silent: the pages poll them, and a failure is shown where the timeline is.

export type LogsParams = { assignmentId: number; userId?: number; page?: number; perPage?: number };

/** The timeline tag of one order, for the mutations that add an entry to it. */
export const logTag = (assignmentId: number) => apiTag('Log', assignmentId);

/** A timeline is short; one page of this size holds an order's whole history. */
const TIMELINE_PAGE_SIZE = 100;

export const logsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The company side's whole timeline of one of its orders, oldest first. */
    getAssignmentLogs: build.query<LogEntry[], number>({
      query: (id) => ({ url: COMPANY_ASSIGNMENT_ENDPOINTS.LOGS, params: { id }, silent: true }),
      transformResponse: (response: unknown) => readEnvelope<LogEntry[] | null>(response) ?? [],
      providesTags: (_result, _error, id) => [logTag(id)],
    }),
    /** GET /logs: a page of the entries the user may see (an engineer's orders from their assignment on). */
    getLogs: build.query<ApiPage<LogEntry>, LogsParams>({
      query: ({ assignmentId, userId, page = 1, perPage = TIMELINE_PAGE_SIZE }) => ({
        url: LOG_ENDPOINTS.LOGS,
        params: { assignment_id: assignmentId, user_id: userId, page, per_page: perPage },
        silent: true,
      }),
      transformResponse: readEnvelopePage<LogEntry>,
      providesTags: (_result, _error, { assignmentId }) => [logTag(assignmentId)],
    }),
  }),
});

export const { useGetAssignmentLogsQuery, useGetLogsQuery } = logsApi;
