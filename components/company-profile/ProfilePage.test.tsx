import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NavUserHeader from '@/components/navigation/NavUserHeader';
import { apiUrl, authUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { mailPreferenceHandlers } from '@/components/test/mailPreferenceHandlers';
import { AUTH_ENDPOINTS, COMPANY_ENDPOINTS, NOTIFICATION_ENDPOINTS } from '@/constants';
import type { CompanyProfile } from '@/contracts/company';
import type { SessionUser } from '@/contracts/auth';
import ProfilePage from './ProfilePage';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
// MUI forms render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const profile: CompanyProfile = {
  id: 1,
  name: 'Acme Field Services',
  logo: '/api/v1/files/logo.png',
  phone: '+1 512 555 0100',
  website: null,
  address_line1: null,
  address_line2: null,
  country_id: null,
  country_name: null,
  state_id: null,
  state_name: null,
  city_id: null,
  city_name: null,
  zip: null,
  rating_average: 4.2,
  rating_count: 5,
  contact: { id: 7, first_name: 'Alice', last_name: 'Carter', email: 'company@demo.test', phone: null },
  can_edit: true,
};

const me: SessionUser = {
  id: 7,
  name: 'Alice Carter',
  first_name: 'Alice',
  last_name: 'Carter',
  email: 'company@demo.test',
  phone: null,
  role: 'company',
  role_id: 4,
  profile_picture: null,
  company_id: 1,
  customer_id: null,
};

function answerProfile(company: CompanyProfile, user: SessionUser) {
  server.use(
    ...referenceListHandlers,
    ...mailPreferenceHandlers,
    http.get(apiUrl(COMPANY_ENDPOINTS.COMPANY_PROFILE), () => HttpResponse.json({ message: 'OK', data: company })),
    http.get(apiUrl(AUTH_ENDPOINTS.ME), () => HttpResponse.json({ message: 'OK', data: user })),
    http.get(apiUrl(NOTIFICATION_ENDPOINTS.LIST), () => HttpResponse.json({ message: 'OK', data: { total_count: 0, unread_count: 0, data: [] } })),
  );
}

describe('the profile page', { timeout: 30_000 }, () => {
  it('saves the user’s own details and the side navigation greets them by the new name', async () => {
    answerProfile(profile, me);
    let sent: unknown = null;
    const sessionUpdates: unknown[] = [];
    server.use(
      http.patch(apiUrl(COMPANY_ENDPOINTS.UPDATE_USER_DETAILS), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Your details were saved.', data: { ...me, first_name: 'Alicia', name: 'Alicia Carter' } });
      }),
      http.get(authUrl('/csrf'), () => HttpResponse.json({ csrfToken: 'csrf-token' })),
      http.post(authUrl('/session'), async ({ request }) => {
        sessionUpdates.push(await request.json());
        return HttpResponse.json(makeSession('company', { name: 'Alicia Carter' }));
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <>
        <NavUserHeader role="company" isCollapsed={false} />
        <ProfilePage role="company" />
      </>,
      { session: makeSession('company'), preloadedState: signedInState('company') },
    );
    expect(await screen.findByText('Hello, Alice Carter')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Your details' });
    const firstName = within(form).getByLabelText(/^First name/);
    await user.clear(firstName);
    await user.type(firstName, 'Alicia');
    await user.click(within(form).getByRole('button', { name: 'Save my details' }));

    expect(await screen.findByText('Hello, Alicia Carter')).toBeInTheDocument();
    expect(sent).toEqual({ first_name: 'Alicia', last_name: 'Carter', phone: '' });
    expect(store.getState().auth.userDetails.name).toBe('Alicia Carter');
    await waitFor(() => expect(sessionUpdates).toEqual([expect.objectContaining({ data: { name: 'Alicia Carter' } })]));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
  });

  it('lets the company edit its details, with logo controls beside them', async () => {
    answerProfile(profile, me);
    let sentData: unknown = null;
    server.use(
      http.post(apiUrl(COMPANY_ENDPOINTS.UPDATE_COMPANY_PROFILE), async ({ request }) => {
        sentData = Object.fromEntries(await request.formData());
        return HttpResponse.json({ message: 'Company profile saved.', data: { ...profile, website: 'https://acme.example' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage role="company" />, { session: makeSession('company'), preloadedState: signedInState('company') });
    const form = await screen.findByRole('form', { name: 'Company details' });
    expect(screen.getByRole('button', { name: 'Change logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Website'), 'acme.example');
    await user.click(within(form).getByRole('button', { name: 'Save company details' }));
    expect(await within(form).findByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Website'));
    await user.type(within(form).getByLabelText('Website'), 'https://acme.example');
    await user.click(within(form).getByRole('button', { name: 'Save company details' }));
    // Flat fields; an empty one is left out (the server clears it).
    await waitFor(() => expect(sentData).toMatchObject({ name: 'Acme Field Services', website: 'https://acme.example' }));
    expect(sentData).not.toHaveProperty('country_id');
    expect(await screen.findByText('Company profile saved.')).toBeInTheDocument();
  });

  it('uploads a new logo beside the saved details and shows it', async () => {
    answerProfile(profile, me);
    const uploads: { logo: string | undefined; data: unknown }[] = [];
    server.use(
      http.post(apiUrl(COMPANY_ENDPOINTS.UPDATE_COMPANY_PROFILE), async ({ request }) => {
        const { logo, ...fields } = Object.fromEntries(await request.formData());
        // jsdom's request loses the file name on the way; its type arrives.
        uploads.push({ logo: (logo as File | undefined)?.type, data: fields });
        return HttpResponse.json({ message: 'Company profile saved.', data: { ...profile, logo: '/api/v1/files/new-logo.png' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage role="company" />, { session: makeSession('company'), preloadedState: signedInState('company') });
    await user.upload(await screen.findByLabelText('Choose a logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Company profile saved.')).toBeInTheDocument();
    expect(uploads).toEqual([{ logo: 'image/png', data: expect.objectContaining({ name: 'Acme Field Services', phone: '+1 512 555 0100' }) }]);
    expect(screen.getByRole('img', { name: 'Acme Field Services logo' })).toHaveAttribute('src', '/api/v1/files/new-logo.png');
  });

  it('shows a customer their company read only, with their own details editable', async () => {
    answerProfile({ ...profile, can_edit: false }, { ...me, id: 9, name: 'Cody Brooks', first_name: 'Cody', last_name: 'Brooks', role: 'customer', role_id: 3, customer_id: 3 });
    renderWithProviders(<ProfilePage role="customer" />, { session: makeSession('customer'), preloadedState: signedInState('customer') });
    expect(await screen.findByText('Only your company can change these details.')).toBeInTheDocument();
    expect(screen.getByText('Acme Field Services')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Company details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /logo/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Your details' })).getByLabelText(/^First name/)).toHaveValue('Cody');
  });
});
