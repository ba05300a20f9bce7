import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { router } from '@/components/test/navigationMock';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_ASSIGNMENT_ENDPOINTS, ENGINEER_ROUTES, NOT_FOUND_MESSAGE } from '@/constants';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import CounterOfferPage from './CounterOfferPage';
import FindWorkDetailsPage from './FindWorkDetailsPage';
import { makeEngineerDetails } from '@/components/test/engineerOrderFixtures';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.clearAllMocks();
  server.use(...referenceListHandlers);
});

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };
const applied = { id: 31, status: 'applied' as const, has_counter_offer: false, counter_offer: null, note: null, applied_at: '2030-04-02T10:00:00.000Z', updated_at: '2030-04-02T10:00:00.000Z' };

function answerDetails(...answers: (EngineerAssignmentDetails | null)[]) {
  let call = 0;
  server.use(
    http.get(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.DETAILS), () => {
      const details = answers[Math.min(call++, answers.length - 1)];
      return details ? HttpResponse.json({ message: 'OK', data: details }) : HttpResponse.json({ message: 'Work order not found.' }, { status: 404 });
    }),
  );
}

describe('FindWorkDetailsPage', { timeout: 20_000 }, () => {
  it('shows pay, schedule, place and distance, deliverables, documents and the company rating', async () => {
    answerDetails(makeEngineerDetails({ company: { id: 1, name: 'Acme Field Services', logo: null, rating_average: 4.5, rating_count: 2 } }));
    renderWithProviders(<FindWorkDetailsPage id={7} />, providers);
    expect(await screen.findByRole('heading', { level: 1, name: 'POS terminal install – Austin Downtown' })).toBeInTheDocument();
    expect(screen.getByText('$300.00 fixed')).toBeInTheDocument();
    expect(screen.getByText('05/04/2030 2:30 PM CDT')).toBeInTheDocument();
    expect(screen.getByText('0.4 mi away')).toBeInTheDocument();
    expect(screen.getByText('Photos of the install')).toBeInTheDocument();
    expect(screen.getByText('site-plan.pdf')).toBeInTheDocument();
    expect(screen.getByText('Apply to download the documents.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download site-plan.pdf' })).not.toBeInTheDocument();
    expect(screen.getByText('4.5 from 2 ratings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Counter offer' })).toHaveAttribute('href', '/engineer/find-work/eng-details-page/counter-rescheduling/7');
  });

  it('applies after confirming, says so, then shows Applied', async () => {
    answerDetails(makeEngineerDetails(), makeEngineerDetails({ engineer_status: 0, my_application: applied, can_download_documents: true }));
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLY), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your application has been sent.', data: makeEngineerDetails({ engineer_status: 0, my_application: applied }) }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FindWorkDetailsPage id={7} />, providers);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('dialog', { name: 'Apply for this work order?' })).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application has been sent.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assignment_id: 7 }]);
    expect(await screen.findByText('Applied')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'View in My Work' })).toHaveAttribute('href', '/engineer/my-work/details-page/7');
    expect(screen.getByRole('button', { name: 'Download site-plan.pdf' })).toBeInTheDocument();
    // Focus takes the place of the Apply button that is gone, not the page body.
    await waitFor(() => expect(screen.getByRole('link', { name: 'View in My Work' })).toHaveFocus());
  });

  it('sends a note to the company with the application, counted and kept within 1,000 characters', async () => {
    answerDetails(makeEngineerDetails());
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.APPLY), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your application has been sent.', data: makeEngineerDetails() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FindWorkDetailsPage id={7} />, providers);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply for this work order?' });
    const note = within(dialog).getByRole('textbox', { name: 'Note to the company (optional)' });
    expect(within(dialog).getByText(/0 \/ 1,000 characters/)).toBeInTheDocument();

    await user.click(note);
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText(/1,001 \/ 1,000 characters/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Use at most 1,000 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(note);
    await user.type(note, '  I bring my own ladder.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application has been sent.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assignment_id: 7, note: 'I bring my own ladder.' }]);
  });

  it('says the order is not available when the API answers 404', async () => {
    answerDetails(null);
    renderWithProviders(<FindWorkDetailsPage id={7} />, providers);
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Find Work' })).toHaveAttribute('href', ENGINEER_ROUTES.findWork);
  });
});

describe('CounterOfferPage', { timeout: 30_000 }, () => {
  it('needs a reason and a change, then sends the offer and goes to My Work', async () => {
    answerDetails(makeEngineerDetails());
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.COUNTER_OFFER), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your counter offer has been sent.', data: makeEngineerDetails() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CounterOfferPage id={7} />, providers);
    await user.click(await screen.findByRole('button', { name: 'Send counter offer' }));
    expect(await screen.findByText('Say why you propose these terms')).toBeInTheDocument();
    expect(screen.getByText('Offer a different pay or schedule')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await user.click(await screen.findByRole('option', { name: 'Hourly' }));
    await user.type(screen.getByRole('spinbutton', { name: /Hourly rate/ }), '65');
    await user.type(screen.getByRole('spinbutton', { name: /Maximum hours/ }), '6');
    await user.type(screen.getByLabelText('Start date'), '2030-05-06');
    await user.type(screen.getByLabelText('Start time'), '08:00');
    await user.type(screen.getByRole('textbox', { name: /Why do you propose/ }), 'Two technicians for the install');
    await user.click(screen.getByRole('button', { name: 'Send counter offer' }));
    expect(await screen.findByText('Your counter offer has been sent.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        assignment_id: 7,
        payment_type: 1,
        hourly_rate: 65,
        fixed_amount: null,
        max_hours: 6,
        start_date: '2030-05-06',
        start_time: '08:00',
        end_date: null,
        end_time: null,
        reason: 'Two technicians for the install',
        note: null,
      },
    ]);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/engineer/my-work'));
  });

  it('sends a note to the company with the counter offer', async () => {
    answerDetails(makeEngineerDetails());
    const bodies: { note?: string | null }[] = [];
    server.use(
      http.post(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.COUNTER_OFFER), async ({ request }) => {
        bodies.push((await request.json()) as { note?: string | null });
        return HttpResponse.json({ message: 'Your counter offer has been sent.', data: makeEngineerDetails() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CounterOfferPage id={7} />, providers);
    await user.type(await screen.findByLabelText('Start date'), '2030-05-06');
    await user.type(screen.getByLabelText('Start time'), '08:00');
    await user.type(screen.getByRole('textbox', { name: /Why do you propose/ }), 'Earlier suits the site');
    await user.type(screen.getByRole('textbox', { name: 'Note to the company (optional)' }), 'Certified on this model');
    expect(screen.getByText(/23 \/ 1,000 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send counter offer' }));
    expect(await screen.findByText('Your counter offer has been sent.')).toBeInTheDocument();
    expect(bodies.map((body) => body.note)).toEqual(['Certified on this model']);
  });

  it('shows API field errors beside the fields and keeps the input', async () => {
    answerDetails(makeEngineerDetails());
    server.use(
      http.post(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.COUNTER_OFFER), () =>
        HttpResponse.json({ message: 'Propose a start in the future', errors: [{ path: 'start_date', message: 'Propose a start in the future' }] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CounterOfferPage id={7} />, providers);
    await user.type(await screen.findByLabelText('Start date'), '2020-01-01');
    await user.type(screen.getByLabelText('Start time'), '08:00');
    await user.type(screen.getByRole('textbox', { name: /Why do you propose/ }), 'Earlier suits the site');
    await user.click(screen.getByRole('button', { name: 'Send counter offer' }));
    expect((await screen.findAllByText('Propose a start in the future')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Start date')).toHaveValue('2020-01-01');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('does not offer the form once the engineer has applied', async () => {
    answerDetails(makeEngineerDetails({ engineer_status: 0, my_application: applied }));
    renderWithProviders(<CounterOfferPage id={7} />, providers);
    expect(await screen.findByText(/You have already applied for this work order/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send counter offer' })).not.toBeInTheDocument();
  });
});
