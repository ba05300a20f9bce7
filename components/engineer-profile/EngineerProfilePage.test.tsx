import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { mailPreferenceHandlers } from '@/components/test/mailPreferenceHandlers';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { fillField } from '@/components/test/fillField';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { AUTH_ENDPOINTS, ENGINEER_PROFILE_ENDPOINTS, LIST_ENDPOINTS } from '@/constants';
import { WEEKDAY_NAMES } from '@/constants';
import EngineerProfilePage from './EngineerProfilePage';
import { makeProfile, profileListHandlers } from '@/components/test/engineerProfileFixtures';

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };
const ok = (data: unknown) => HttpResponse.json({ message: 'OK', data });

/** Every reference list a part of My Profile uses. */
const PROFILE_LISTS = [
  LIST_ENDPOINTS.COUNTRIES,
  LIST_ENDPOINTS.STATES,
  LIST_ENDPOINTS.CITIES,
  LIST_ENDPOINTS.LANGUAGES,
  LIST_ENDPOINTS.FLUENCY_LEVELS,
  LIST_ENDPOINTS.SKILLS,
  LIST_ENDPOINTS.JOB_TITLES,
  LIST_ENDPOINTS.DOCUMENT_TYPES,
  LIST_ENDPOINTS.PAYMENT_METHODS,
];

const requests = new Map<string, number>();
const countOf = (path: string) => requests.get(path) ?? 0;

beforeEach(() => {
  requests.clear();
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') return;
    const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '');
    requests.set(path, countOf(path) + 1);
  });
  server.use(
    ...referenceListHandlers,
    ...profileListHandlers,
    ...mailPreferenceHandlers,
    http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.BASIC_INFO), () => ok(makeProfile())),
    http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES), () => ok([])),
    http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.SKILLS_AND_TITLES), () => ok({ skills: [], job_titles: [] })),
    http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENTS), () => ok([])),
    http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.PAYMENT_INFO), () => ok(null)),
    http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.GET_USER_WORKING_HOUR), () =>
      ok({ user_id: 3, days: WEEKDAY_NAMES.map((day, weekday) => ({ weekday, day, is_available: false, start_time: null, end_time: null })) }),
    ),
    http.patch(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPDATE_DISTANCE_AND_RATE), () => ok({ hourly_rate: 50, travel_distance: 60 })),
  );
});

describe('EngineerProfilePage', { timeout: 30_000 }, () => {
  it('requests each reference list once, however many parts use it, and across a save', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EngineerProfilePage />, providers);
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Monday' })).toBeInTheDocument();
    await waitFor(() => expect(PROFILE_LISTS.filter((path) => countOf(path) === 0)).toEqual([]));

    // A save refreshes the completeness (basicInfo again); the lists stay cached.
    await user.click(screen.getByRole('button', { name: 'Save rate and distance' }));
    expect(await screen.findByText('Your hourly rate and travel distance have been saved.')).toBeInTheDocument();
    await waitFor(() => expect(countOf(ENGINEER_PROFILE_ENDPOINTS.BASIC_INFO)).toBe(2));
    expect(Object.fromEntries(PROFILE_LISTS.map((path) => [path, countOf(path)]))).toEqual(Object.fromEntries(PROFILE_LISTS.map((path) => [path, 1])));
  });

  it('changes the password in its own section: current, new and confirmation, with the API checking the current one', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(AUTH_ENDPOINTS.CHANGE_PASSWORD), async ({ request }) => {
        const body = (await request.json()) as { old_password: string };
        bodies.push(body);
        if (body.old_password !== 'First-pass-11') {
          return HttpResponse.json({ message: 'Check the highlighted fields', errors: [{ path: 'old_password', message: 'Current password is incorrect' }] }, { status: 400 });
        }
        return HttpResponse.json({ message: 'Your password has been changed.', data: null });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EngineerProfilePage />, providers);
    const section = within(await screen.findByRole('region', { name: 'Change password' }));
    expect(section.getByText('Your other signed-in devices will be signed out.')).toBeInTheDocument();

    await fillField(user, section.getByLabelText('Current password'), 'wrong-pass-99');
    await fillField(user, section.getByLabelText('New password'), 'Changed-pass-33');
    await fillField(user, section.getByLabelText('Confirm new password'), 'Changed-pass-34');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByText('Passwords do not match')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await fillField(user, section.getByLabelText('Confirm new password'), 'Changed-pass-33');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByText('Current password is incorrect')).toBeInTheDocument();

    await fillField(user, section.getByLabelText('Current password'), 'First-pass-11');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { old_password: 'wrong-pass-99', new_password: 'Changed-pass-33' },
      { old_password: 'First-pass-11', new_password: 'Changed-pass-33' },
    ]);
    expect(section.getByLabelText('New password')).toHaveValue('');
  });
});
