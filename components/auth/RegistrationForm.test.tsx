import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST_TIMEOUT_MS, fillField } from '@/components/test/fillField';
import { apiUrl, server, listenWithMsw } from '@/components/test/mswServer';
import { router } from '@/components/test/navigationMock';
import { renderWithProviders } from '@/components/test/renderWithProviders';
import RegistrationForm from './RegistrationForm';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

async function fillPerson(user: ReturnType<typeof userEvent.setup>, email = 'nina@example.test') {
  await fillField(user, await screen.findByLabelText('First name'), 'Nina');
  await fillField(user, screen.getByLabelText('Last name'), 'Okafor');
  await fillField(user, screen.getByLabelText('Email'), email);
  await fillField(user, screen.getByLabelText('Password'), 'Sturdy-pass-42');
  await fillField(user, screen.getByLabelText('Confirm password'), 'Sturdy-pass-42');
}

describe('RegistrationForm', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('creates an engineer account and goes to the engineer sign-in', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/engineers/signup'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Account created. You can sign in now.', data: { user: {} } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm accountType="engineer" />);
    await fillPerson(user, 'Nina@Example.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login/engineer'));
    expect(body).toEqual({ first_name: 'Nina', last_name: 'Okafor', email: 'nina@example.test', password: 'Sturdy-pass-42' });
    expect(await screen.findByText('Account created. You can sign in now.')).toBeInTheDocument();
  });

  it('asks the company for its name and registers it', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(apiUrl('/register-company'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Account created. You can sign in now.', data: { user: {} } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm accountType="company" />);
    await fillField(user, await screen.findByLabelText('Company name'), 'Northwind Repairs');
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login/company'));
    expect(body.company_name).toBe('Northwind Repairs');
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm accountType="engineer" />);
    await fillField(user, await screen.findByLabelText('Password'), 'short');
    await fillField(user, screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('refuses a phone number that is not one before sending anything', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/engineers/signup'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'Account created. You can sign in now.', data: { user: {} } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm accountType="engineer" />);
    await fillPerson(user);
    await fillField(user, screen.getByLabelText('Phone (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a phone number: 7 to 20 digits, with spaces, +, - or parentheses if you like')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('refuses a taken email with the message, keeping what was typed', async () => {
    const taken = 'An account with this email already exists.';
    server.use(http.post(apiUrl('/engineers/signup'), () => HttpResponse.json({ message: taken }, { status: 409 })));
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm accountType="engineer" />);
    await fillPerson(user, 'erin@example.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2)); // toast and field
    expect(screen.getByLabelText('First name')).toHaveValue('Nina');
    expect(router.push).not.toHaveBeenCalled();
  });
});
