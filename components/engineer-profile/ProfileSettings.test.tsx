import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_PROFILE_ENDPOINTS } from '@/constants';
import type { PaymentInfoView } from '@/contracts/engineerProfile';
import { type WorkingHoursView } from '@/contracts/workingHours';
import { WEEKDAY_NAMES } from '@/constants';
import CompletenessCard from './CompletenessCard';
import PaymentInfoSection from './PaymentInfoSection';
import WorkingHoursSection from './WorkingHoursSection';
import { fieldErrors, profileListHandlers } from '@/components/test/engineerProfileFixtures';

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => server.use(...profileListHandlers));

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };
const ok = (data: unknown) => HttpResponse.json({ message: 'OK', data });

const savedPayment: PaymentInfoView = {
  payment_method_id: 1,
  payment_method: 'Bank Transfer (ACH)',
  account_holder: 'Erin Diaz',
  account_identifier: '•••• 6789',
  bank_name: 'Lone Star Bank',
  routing_code: '111000025',
  updated_at: '2026-03-02T15:00:00.000Z',
};

describe('PaymentInfoSection', { timeout: 20_000 }, () => {
  it('shows the saved details masked, and edits them without ever filling in the account', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.PAYMENT_INFO), () => ok(savedPayment)),
      http.put(apiUrl(ENGINEER_PROFILE_ENDPOINTS.PAYMENT_INFO), async ({ request }) => {
        bodies.push(await request.json());
        return ok({ ...savedPayment, account_holder: 'Erin M. Diaz' });
      }),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PaymentInfoSection onChange={onChange} />, providers);
    expect(await screen.findByText('•••• 6789')).toBeInTheDocument();
    expect(screen.getByText('03/02/2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const account = screen.getByRole('textbox', { name: /Account number/ });
    expect(account).toHaveValue('');
    expect(screen.getByText('Leave empty to keep •••• 6789')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Account holder/ })).toHaveValue('Erin Diaz');
    await user.clear(screen.getByRole('textbox', { name: /Account holder/ }));
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Erin M. Diaz');
    await user.click(screen.getByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('Your payment details have been saved.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { payment_method_id: 1, account_holder: 'Erin M. Diaz', account_identifier: null, bank_name: 'Lone Star Bank', routing_code: '111000025' },
    ]);
    expect(await screen.findByText('Erin M. Diaz')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalled();
  });

  it('starts with the form when nothing is saved, and shows the API field errors', async () => {
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.PAYMENT_INFO), () => ok(null)),
      http.put(apiUrl(ENGINEER_PROFILE_ENDPOINTS.PAYMENT_INFO), () => fieldErrors([{ path: 'account_identifier', message: 'Enter the account number or payout e-mail' }])),
    );
    const user = userEvent.setup();
    renderWithProviders(<PaymentInfoSection onChange={vi.fn()} />, providers);
    await user.click(await screen.findByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('Choose a payment method')).toBeInTheDocument();
    expect(screen.getByText('Enter the account holder name')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
    await user.click(await screen.findByRole('option', { name: 'PayPal' }));
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Erin Diaz');
    await user.click(screen.getByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('Enter the account number or payout e-mail')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Account holder/ })).toHaveValue('Erin Diaz');
  });
});

const week = (overrides: Partial<Record<number, Partial<WorkingHoursView['days'][number]>>> = {}): WorkingHoursView => ({
  user_id: 3,
  days: WEEKDAY_NAMES.map((day, weekday) => ({ weekday, day, is_available: false, start_time: null, end_time: null, ...overrides[weekday] })),
});

describe('WorkingHoursSection', { timeout: 20_000 }, () => {
  it('saves all seven days, with times only where the engineer works', async () => {
    const bodies: { days: unknown[] }[] = [];
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.GET_USER_WORKING_HOUR), () => ok(week({ 2: { is_available: true, start_time: '08:00', end_time: '16:00' } }))),
      http.put(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPDATE_WORKING_HOURS), async ({ request }) => {
        const body = (await request.json()) as { days: WorkingHoursView['days'] };
        bodies.push(body);
        return ok({ user_id: 3, days: body.days.map((day) => ({ ...day, day: WEEKDAY_NAMES[day.weekday] })) });
      }),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<WorkingHoursSection onChange={onChange} />, providers);
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect(within(screen.getByRole('group', { name: 'Tuesday' })).getByLabelText('Tuesday start')).toHaveValue('08:00');
    await user.click(within(monday).getByRole('switch'));
    await user.clear(within(monday).getByLabelText('Monday end'));
    await user.type(within(monday).getByLabelText('Monday end'), '17:30');
    await user.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await screen.findByText('Your working hours have been saved.')).toBeInTheDocument();
    expect(bodies[0]!.days).toHaveLength(7);
    expect(bodies[0]!.days[1]).toEqual({ weekday: 1, is_available: true, start_time: '09:00', end_time: '17:30' });
    expect(bodies[0]!.days[2]).toEqual({ weekday: 2, is_available: true, start_time: '08:00', end_time: '16:00' });
    expect(bodies[0]!.days[0]).toEqual({ weekday: 0, is_available: false, start_time: null, end_time: null });
    expect(onChange).toHaveBeenCalled();
  });

  it('starts a day switched on at 9:00 AM to 5:00 PM, so Save works at once', async () => {
    const bodies: { days: WorkingHoursView['days'] }[] = [];
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.GET_USER_WORKING_HOUR), () => ok(week())),
      http.put(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPDATE_WORKING_HOURS), async ({ request }) => {
        const body = (await request.json()) as { days: WorkingHoursView['days'] };
        bodies.push(body);
        return ok({ user_id: 3, days: body.days.map((day) => ({ ...day, day: WEEKDAY_NAMES[day.weekday] })) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WorkingHoursSection onChange={vi.fn()} />, providers);
    const wednesday = await screen.findByRole('group', { name: 'Wednesday' });
    await user.click(within(wednesday).getByRole('switch'));
    expect(within(wednesday).getByLabelText('Wednesday start')).toHaveValue('09:00');
    expect(within(wednesday).getByLabelText('Wednesday end')).toHaveValue('17:00');
    await user.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await screen.findByText('Your working hours have been saved.')).toBeInTheDocument();
    expect(bodies[0]!.days[3]).toEqual({ weekday: 3, is_available: true, start_time: '09:00', end_time: '17:00' });
  });

  it('checks that the end is after the start, and shows the API field errors on the day', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.GET_USER_WORKING_HOUR), () => ok(week())),
      http.put(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPDATE_WORKING_HOURS), () => {
        calls += 1;
        return fieldErrors([{ path: 'days.5.start_time', message: 'Enter a start time' }]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WorkingHoursSection onChange={vi.fn()} />, providers);
    const friday = await screen.findByRole('group', { name: 'Friday' });
    await user.click(within(friday).getByRole('switch'));
    await user.clear(within(friday).getByLabelText('Friday start'));
    await user.type(within(friday).getByLabelText('Friday start'), '18:00');
    await user.clear(within(friday).getByLabelText('Friday end'));
    await user.type(within(friday).getByLabelText('Friday end'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await within(friday).findByText('End time must be after the start time')).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(within(friday).getByLabelText('Friday end'));
    await user.type(within(friday).getByLabelText('Friday end'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await within(friday).findByText('Enter a start time')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});

describe('CompletenessCard', () => {
  it('shows the percentage and links each missing part to its section', async () => {
    renderWithProviders(<CompletenessCard completeness={{ percent: 56, missing: ['Payment information', 'Working hours'] }} />, providers);
    expect(await screen.findByText('56%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '56');
    const missing = screen.getByRole('list', { name: 'Missing from your profile' });
    expect(within(missing).getByRole('link', { name: 'Payment information' })).toHaveAttribute('href', '#section-payment-information');
    expect(within(missing).getByRole('link', { name: 'Working hours' })).toHaveAttribute('href', '#section-working-hours');
  });

  it('says so when the profile is complete', async () => {
    renderWithProviders(<CompletenessCard completeness={{ percent: 100, missing: [] }} />, providers);
    expect(await screen.findByText(/Your profile is complete/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Missing from your profile' })).not.toBeInTheDocument();
  });
});
