import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import AddAssignmentPage from '@/components/assignments/pages/AddAssignmentPage';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { LIST_ENDPOINTS, TALENT_POOL_ENDPOINTS } from '@/constants';
import { makeStore, type AppStore } from '@/store/makeStore';
import { noopStorage } from '@/store/persistStorage';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
// MUI forms render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The lists the work-order form picks from (states and cities wait for a country), and the company's pools. */
const FORM_LISTS = [
  LIST_ENDPOINTS.CATEGORIES,
  LIST_ENDPOINTS.SKILLS,
  LIST_ENDPOINTS.JOB_TITLES,
  LIST_ENDPOINTS.LOCATION_TYPES,
  LIST_ENDPOINTS.TIMEZONES,
  LIST_ENDPOINTS.CUSTOMER_PAYMENT_TYPES,
  LIST_ENDPOINTS.PAYMENT_DAYS,
  LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES,
  LIST_ENDPOINTS.COUNTRIES,
  // Not a reference list, but read the same way: the talent pools the routing section offers.
  TALENT_POOL_ENDPOINTS.POOLS,
];

let hits: Record<string, number> = {};
beforeEach(() => {
  window.localStorage.clear();
  hits = {};
  server.use(...referenceListHandlers);
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '');
    hits[path] = (hits[path] ?? 0) + 1;
  });
});
afterEach(() => server.events.removeAllListeners());

const listHits = () => Object.fromEntries(FORM_LISTS.map((path) => [path, hits[path] ?? 0]));
const once = Object.fromEntries(FORM_LISTS.map((path) => [path, 1]));
const loadedLists = (store: AppStore) => Object.values(store.getState().api.queries).filter((query) => query?.status === 'fulfilled');

describe('reference lists of the work-order form', { timeout: 30_000 }, () => {
  it('are requested once per session, however many forms open', async () => {
    const store = makeStore({ storage: noopStorage, preloadedState: signedInState('company') });
    const session = makeSession('company');
    const page = <AddAssignmentPage role="company" />;

    // Two forms at once: one request per list between them.
    const first = renderWithProviders(
      <>
        {page}
        {page}
      </>,
      { session, store },
    );
    await waitFor(() => expect(loadedLists(store)).toHaveLength(FORM_LISTS.length));
    expect(listHits()).toEqual(once);
    expect(screen.getAllByRole('radio', { name: 'Fixed' })).toHaveLength(2);
    first.unmount();

    // A form opened later (another page of the session) reads the lists from the store.
    renderWithProviders(page, { session, store });
    expect(await screen.findByRole('radio', { name: 'Fixed' })).toBeInTheDocument();
    expect(Object.values(store.getState().api.queries).every((query) => query?.status === 'fulfilled')).toBe(true);
    expect(listHits()).toEqual(once);
  });
});
