import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@/components/test/mswServer';
import { ENGINEER_ASSIGNMENT_ENDPOINTS, EXPENSE_ENDPOINTS, LOG_ENDPOINTS, MESSAGE_ENDPOINTS, RATING_ENDPOINTS } from '@/constants';
import { makeOrderRating } from './ratingFixtures';
import type { EngineerWorkOrderDetails } from '@/contracts/lifecycle';

/** What the details page reads beside the order: no expenses, timeline entries or messages yet; counts the timeline's reads. */
export function serveOrderSurroundings() {
  const emptyPage = { message: 'OK', data: { total_count: 0, data: [] } };
  let logReads = 0;
  server.use(
    http.get(apiUrl(EXPENSE_ENDPOINTS.EXPENSES), () => HttpResponse.json(emptyPage)),
    http.get(apiUrl(LOG_ENDPOINTS.LOGS), () => {
      logReads += 1;
      return HttpResponse.json(emptyPage);
    }),
    http.get(apiUrl(MESSAGE_ENDPOINTS.LIST), () => HttpResponse.json({ message: 'OK', data: [] })),
    http.get(apiUrl(RATING_ENDPOINTS.ENGINEER_ORDER), () => HttpResponse.json({ message: 'OK', data: makeOrderRating({ counterpart_name: 'Acme Field Services' }) })),
  );
  return { countLogReads: () => logReads };
}

/**
 * The API as one order's details page sees it: the details answer what the order is now, and
 * each transition answered by `answerStep` moves it on.
 */
export function serveWorkOrder(initial: EngineerWorkOrderDetails) {
  let current = initial;
  const { countLogReads } = serveOrderSurroundings();
  server.use(http.get(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLIED_DETAILS), () => HttpResponse.json({ message: 'OK', data: current })));

  /** A PATCH that records its JSON body (or multipart fields) and leaves the order as `next`. */
  const answerStep = (path: string, message: string, next: EngineerWorkOrderDetails) => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(apiUrl(path), async ({ request }) => {
        const isForm = request.headers.get('content-type')?.startsWith('multipart/form-data');
        bodies.push(isForm ? Object.fromEntries(await request.formData()) : await request.json());
        current = next;
        return HttpResponse.json({ message, data: { assignment_id: next.id, status: next.status, event: String(next.status) } });
      }),
    );
    return bodies;
  };

  return { answerStep, countLogReads, setOrder: (next: EngineerWorkOrderDetails) => (current = next) };
}
