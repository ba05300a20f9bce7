import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST_TIMEOUT_MS, fillField } from '@/components/test/fillField';
import { authUrl, server, listenWithMsw } from '@/components/test/mswServer';
import { router } from '@/components/test/navigationMock';
import { makeSession, renderWithProviders } from '@/components/test/renderWithProviders';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@/constants';
import LoginForm from './LoginForm';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

const credentialsProvider = {
  credentials: {
    id: 'credentials',
    name: 'Email and password',
    type: 'credentials',
    signinUrl: authUrl('/signin/credentials'),
    callbackUrl: authUrl('/callback/credentials'),
  },
};

/** next-auth's endpoints; the sign-in answer is the test's. */
function answerAuthEndpoints(onCallback: (body: URLSearchParams) => Response) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(authUrl('/providers'), () => HttpResponse.json(credentialsProvider)),
    http.get(authUrl('/csrf'), () => HttpResponse.json({ csrfToken: 'csrf-token' })),
    http.post(authUrl('/callback/credentials'), async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      seen.push(body);
      return onCallback(body);
    }),
    http.get(authUrl('/session'), () => HttpResponse.json(makeSession('company'))),
  );
  return seen;
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await fillField(user, await screen.findByLabelText('Email'), email);
  await fillField(user, screen.getByLabelText('Password'), password);
  return user;
}

describe('LoginForm', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('says a session is required when sent here by a guard', async () => {
    renderWithProviders(<LoginForm role="company" error="SessionRequired" />);
    expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
  });

  it('says why the last session ended: blocked or password changed', async () => {
    const { unmount } = renderWithProviders(<LoginForm role="customer" endReason="blocked" />);
    expect(await screen.findByText('Your account has been blocked. Contact your company.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<LoginForm role="company" endReason="passwordChanged" error="SessionRequired" />);
    expect(await screen.findByText('Your password was changed. Please sign in again.')).toBeInTheDocument();
    expect(screen.queryByText('Please sign in to continue.')).not.toBeInTheDocument();
  });

  it('shows field messages and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm role="company" />);
    await fillField(user, await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
  });

  it('does not submit when Enter is pressed in a field', async () => {
    const seen = answerAuthEndpoints(() => HttpResponse.json({ url: 'http://localhost:3000/company/dashboard' }));
    renderWithProviders(<LoginForm role="company" />);
    const user = await fillIn('alice@example.test', 'Password123!');
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('signs in with the role of the page and goes back where the user was going', async () => {
    const seen = answerAuthEndpoints(() => HttpResponse.json({ url: 'http://localhost:3000/company/change-password' }));
    renderWithProviders(<LoginForm role="company" error="SessionRequired" callbackUrl="/company/change-password" />);
    const user = await fillIn('alice@example.test', 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/company/change-password'));
    expect(Object.fromEntries(seen[0]!)).toMatchObject({ email: 'alice@example.test', password: 'Password123!', role: 'company' });
  });

  it("goes to the role's dashboard when the callback belongs to another role", async () => {
    answerAuthEndpoints(() => HttpResponse.json({ url: 'http://localhost:3000/customer/dashboard' }));
    renderWithProviders(<LoginForm role="customer" callbackUrl="/company/assignments" />);
    const user = await fillIn('cody@example.test', 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/customer/dashboard'));
  });

  it("shows the API's refusal and keeps what was typed", async () => {
    const refusal = 'Invalid email or password';
    answerAuthEndpoints(() => HttpResponse.json({ url: `http://localhost:3000/api/auth/error?error=${encodeURIComponent(refusal)}` }, { status: 401 }));
    renderWithProviders(<LoginForm role="company" />);
    const user = await fillIn('alice@example.test', 'wrong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.test');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('tells an account that is not verified to verify, with the way to enter the code or get a new one', async () => {
    answerAuthEndpoints(() => HttpResponse.json({ url: `http://localhost:3000/api/auth/error?error=${encodeURIComponent(EMAIL_NOT_VERIFIED_MESSAGE)}` }, { status: 401 }));
    renderWithProviders(<LoginForm role="field_engineer" />);
    const user = await fillIn('nina@example.test', 'Sturdy-pass-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const link = await screen.findByRole('link', { name: 'Enter the code or get a new one' });
    expect(link).toHaveAttribute('href', '/registration/engineer?email=nina%40example.test');
    expect(link.closest('[role="alert"]')).toHaveTextContent(EMAIL_NOT_VERIFIED_MESSAGE);
  });
});
