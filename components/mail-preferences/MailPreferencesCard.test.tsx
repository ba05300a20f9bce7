import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { MAIL_PREFERENCE_ENDPOINTS } from '@/constants';
import type { MailPreferences } from '@/contracts/mail-preferences';
import MailPreferencesCard from './MailPreferencesCard';
import { ALL_MAILS_ON } from '@/components/test/mailPreferenceHandlers';

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const ALL_ON = ALL_MAILS_ON;
const PATH = apiUrl(MAIL_PREFERENCE_ENDPOINTS.PREFERENCES);

const renderCard = () => renderWithProviders(<MailPreferencesCard side="engineer" />, { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') });

describe('the mail preferences card', () => {
  it('shows a switch per mail, labelled, and saves a change with a toast', async () => {
    let saved: MailPreferences = { ...ALL_ON, paid: false };
    const sent: unknown[] = [];
    server.use(
      http.get(PATH, () => HttpResponse.json({ message: 'OK', data: saved })),
      http.put(PATH, async ({ request }) => {
        const body = (await request.json()) as Partial<MailPreferences>;
        sent.push(body);
        saved = { ...saved, ...body };
        return HttpResponse.json({ message: 'Mail preferences saved.', data: saved });
      }),
    );
    const user = userEvent.setup();
    renderCard();
    const assigned = await screen.findByRole('switch', { name: 'You are assigned a work order' });
    expect(assigned).toBeChecked();
    expect(screen.getByRole('switch', { name: 'A payment is recorded' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'New work matches a saved search with "Alert me" (one mail at most hourly)' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(8);

    await user.click(screen.getByRole('switch', { name: 'A message is still unread after 10 minutes' }));
    await waitFor(() => expect(sent).toEqual([{ unreadMessage: false }]));
    expect(await screen.findByText('Mail turned off: a message is still unread after 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'A message is still unread after 10 minutes' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'A payment is recorded' }));
    await waitFor(() => expect(sent).toEqual([{ unreadMessage: false }, { paid: true }]));
    expect(await screen.findByText('Mail turned on: a payment is recorded.')).toBeInTheDocument();
  });

  it("shows the company side its own mails, not the engineer's", async () => {
    server.use(http.get(PATH, () => HttpResponse.json({ message: 'OK', data: ALL_ON })));
    renderWithProviders(<MailPreferencesCard side="company" />, { session: makeSession('company'), preloadedState: signedInState('company') });
    expect(await screen.findByRole('switch', { name: 'An engineer applies or makes a counter offer' })).toBeChecked();
    const names = screen.getAllByRole('switch').map((control) => control.closest('label')?.textContent);
    expect(names).toEqual([
      'An engineer applies or makes a counter offer',
      'A schedule is confirmed',
      'An engineer leaves a work order',
      'An engineer adds an expense',
      'Work is completed and waits for your approval',
      'A message is still unread after 10 minutes',
      'An engineer accepts or declines a direct offer',
    ]);
    expect(screen.queryByRole('switch', { name: 'You are assigned a work order' })).not.toBeInTheDocument();
  });

  it('puts a switch back when the save fails', async () => {
    let puts = 0;
    server.use(
      http.get(PATH, () => HttpResponse.json({ message: 'OK', data: ALL_ON })),
      http.put(PATH, () => {
        puts += 1;
        return HttpResponse.json({ message: 'Could not save your mail preferences.' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('switch', { name: 'Work is approved' }));
    await waitFor(() => expect(puts).toBe(1));
    expect(await screen.findByText('Could not save your mail preferences.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Work is approved' })).toBeChecked());
    expect(screen.queryByText(/Mail turned off/)).not.toBeInTheDocument();
  });

  it('says why the preferences could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(PATH, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Service unavailable.' }, { status: 503 }) : HttpResponse.json({ message: 'OK', data: ALL_ON });
      }),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getAllByText('Service unavailable.').length).toBeGreaterThan(0);
    expect(await screen.findByRole('switch', { name: 'Work is approved' })).toBeChecked();
  });
});
