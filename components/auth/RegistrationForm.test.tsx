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

const STARTED = 'Check your mail: we sent a code to verify your email address. You can sign in once it is verified.';
const VERIFIED = 'Your email is verified. You can sign in now.';
const INVALID = 'Invalid or expired code.';

/** Sign-up answers 202 whatever the email; the mailed code 123456 verifies it. */
function answerSignUp(path: string) {
  const seen = { signup: [] as Record<string, unknown>[], verify: [] as unknown[], resend: [] as unknown[] };
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.signup.push(body);
      return HttpResponse.json({ message: STARTED, data: { email: body.email } }, { status: 202 });
    }),
    http.post(apiUrl('/verify-email'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      seen.verify.push(body);
      return body.code === '123456'
        ? HttpResponse.json({ message: VERIFIED, data: null })
        : HttpResponse.json({ message: INVALID, errors: [{ path: 'code', message: INVALID }] }, { status: 400 });
    }),
    http.post(apiUrl('/resend-verification-code'), async ({ request }) => {
      seen.resend.push(await request.json());
      return HttpResponse.json({ message: 'If this email is waiting to be verified, a new code has been sent.', data: null });
    }),
  );
  return seen;
}

// Sign-up and the code step are two forms filled in one test.
describe('RegistrationForm', { timeout: 2 * FORM_TEST_TIMEOUT_MS }, () => {
  it('signs an engineer up, asks for the mailed code, then goes to the engineer sign-in', async () => {
    const seen = answerSignUp('/engineers/signup');
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm accountType="engineer" />);
    await fillPerson(user, 'Nina@Example.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toHaveFocus();
    expect(screen.getByText('nina@example.test')).toBeInTheDocument();
    expect(seen.signup).toEqual([{ first_name: 'Nina', last_name: 'Okafor', email: 'nina@example.test', password: 'Sturdy-pass-42' }]);

    await fillField(user, screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(INVALID));
    expect(router.push).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(seen.resend).toEqual([{ email: 'nina@example.test' }]));

    await fillField(user, screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login/engineer'));
    expect(seen.verify).toEqual([
      { email: 'nina@example.test', code: '654321' },
      { email: 'nina@example.test', code: '123456' },
    ]);
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument();
  });

  it('asks the company for its name, and sends it to the company sign-in once verified', async () => {
    const seen = answerSignUp('/register-company');
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm accountType="company" />);
    await fillField(user, await screen.findByLabelText('Company name'), 'Northwind Repairs');
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await fillField(user, await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login/company'));
    expect(seen.signup[0].company_name).toBe('Northwind Repairs');
  });

  it('opens at the code step, filled in, from the link in the mail', async () => {
    const seen = answerSignUp('/engineers/signup');
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm accountType="engineer" verification={{ email: 'nina@example.test', code: '123456' }} />);
    expect(await screen.findByLabelText('Verification code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login/engineer'));
    expect(seen.signup).toEqual([]);
  });

  it('goes back to the filled-in form to use another email', async () => {
    answerSignUp('/engineers/signup');
    const user = userEvent.setup();
    renderWithProviders(<RegistrationForm accountType="engineer" />);
    await fillPerson(user, 'nnia@example.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Use another email' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('nnia@example.test');
    expect(screen.getByLabelText('First name')).toHaveValue('Nina');
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
        return HttpResponse.json({ message: 'Check your mail', data: { email: 'nina@example.test' } }, { status: 202 });
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
});
