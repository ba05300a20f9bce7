import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import AddAssignmentPage from '@/components/assignments/pages/AddAssignmentPage';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { COMPANY_ASSIGNMENT_ENDPOINTS } from '@/constants';
import { createEmptyDraft, type DraftAssignmentState } from '@/store/draftAssignmentSlice';
import { makeStore } from '@/store/makeStore';
import { noopStorage } from '@/store/persistStorage';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  window.localStorage.clear();
  server.use(...referenceListHandlers);
});

const draft: DraftAssignmentState = {
  ...createEmptyDraft(),
  basic_info: { title: 'POS terminal install', category_id: 2, description: 'Install two terminals.', skill_ids: [2], job_title_id: null },
  location: { location_type: 1, address_line1: '500 Congress Ave', address_line2: '', country_id: 233, state_id: 1407, city_id: 111, zip: '78701' },
  scheduling: { schedule_type: 'exact', start_date: '2030-05-04', start_time: '09:00', end_date: null, end_time: null, timezone: 'America/Chicago' },
  pricing: { payment_type: 2, hourly_rate: null, max_hours: null, fixed_amount: 300, blended_first_hours: null, blended_additional_rate: null, payment_day_id: 3 },
  deliverables: [],
};

async function renderForm() {
  const store = makeStore({ storage: noopStorage, preloadedState: { ...signedInState('company'), draftAssignment: draft } });
  renderWithProviders(<AddAssignmentPage role="company" />, { session: makeSession('company'), store });
  await screen.findByRole('heading', { name: 'Routing' });
}

/** Catches the posted draft (the JSON `data` part). */
function capturePost() {
  const posted: { routing?: unknown }[] = [];
  server.use(
    http.post(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), async ({ request }) => {
      const form = await request.formData();
      posted.push(JSON.parse(String(form.get('data'))));
      return HttpResponse.json({ message: 'Work order posted.', data: { id: 9 } }, { status: 201 });
    }),
  );
  return posted;
}

describe('the routing section of the post form', { timeout: 30_000 }, () => {
  it('opens to everyone by default, sending no routing', async () => {
    const posted = capturePost();
    await renderForm();
    expect(screen.getByRole('radio', { name: 'Open to everyone' })).toBeChecked();
    expect(screen.queryByLabelText(/^Talent pool/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post work order' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].routing).toBeUndefined();
  });

  it('sends the order to a pool first for the hours chosen', async () => {
    const posted = capturePost();
    await renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Send to a pool first' }));
    await userEvent.click(screen.getByLabelText(/^Talent pool/));
    await userEvent.click(await screen.findByRole('option', { name: 'Austin A-team (1)' }));
    const hours = screen.getByLabelText(/^For \(hours\)/);
    expect(hours).toHaveValue(24);
    await userEvent.clear(hours);
    await userEvent.type(hours, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Post work order' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].routing).toEqual({ route_to_pool_id: 4, offer_engineer_id: null, route_hours: 6 });
  });

  it('offers to one pool member, and says what is missing', async () => {
    const posted = capturePost();
    await renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Offer to one engineer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post work order' }));
    const section = screen.getByRole('heading', { name: 'Routing' }).closest('section') ?? document.body;
    expect(await within(section as HTMLElement).findByText('Choose an engineer')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Engineer/));
    await userEvent.click(await screen.findByRole('option', { name: 'Mia Tester' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post work order' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].routing).toEqual({ route_to_pool_id: null, offer_engineer_id: 21, route_hours: 24 });
  });
});
