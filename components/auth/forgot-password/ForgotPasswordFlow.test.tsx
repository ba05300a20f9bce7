import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST_TIMEOUT_MS, fillField } from '@/components/test/fillField';
import { apiUrl, server, listenWithMsw } from '@/components/test/mswServer';
import { router } from '@/components/test/navigationMock';
import { renderWithProviders } from '@/components/test/renderWithProviders';
import ForgotPasswordFlow from './ForgotPasswordFlow';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

const SENT = 'If an account exists for this email, a code has been sent.';
const LINK_SENT = 'If an account exists for this email, a mail with a reset link and token has been sent.';
const RESET = 'Your password has been reset. You can sign in now.';

describe('ForgotPasswordFlow', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('resets with an emailed code: send, verify, choose a new password', async () => {
    const resets: unknown[] = [];
    server.use(
      http.post(apiUrl('/send-otp'), () => HttpResponse.json({ message: SENT, data: null })),
      http.post(apiUrl('/verify-otp'), async ({ request }) => {
        const { otp } = (await request.json()) as { otp: string };
        return otp === '123456'
          ? HttpResponse.json({ message: 'Code verified.', data: { reset_token: 'reset-1' } })
          : HttpResponse.json({ message: 'Invalid or expired code.' }, { status: 400 });
      }),
      http.post(apiUrl('/update-reset-token'), async ({ request }) => {
        resets.push(await request.json());
        return HttpResponse.json({ message: RESET, data: { role: 'customer' } });
      }),
    );
    const user = userEvent.setup();
    // Whichever sign-in page it was started from, the reset account's role decides.
    renderWithProviders(<ForgotPasswordFlow />);
    await fillField(user, await screen.findByLabelText('Email'), 'alice@example.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await fillField(user, await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findAllByText('Invalid or expired code.')).not.toHaveLength(0);
    await fillField(user, screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await fillField(user, await screen.findByLabelText('New password'), 'Second-pass-22');
    await fillField(user, screen.getByLabelText('Confirm new password'), 'Second-pass-22');
    expect(screen.queryByLabelText('Reset token')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(RESET)).toBeInTheDocument();
    expect(resets).toEqual([{ reset_token: 'reset-1', password: 'Second-pass-22' }]);
    expect(router.push).toHaveBeenCalledWith('/login/customer');
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('resets with an emailed token pasted beside the new password', async () => {
    const resets: unknown[] = [];
    server.use(
      http.post(apiUrl('/create-reset-token'), () => HttpResponse.json({ message: LINK_SENT, data: null })),
      http.post(apiUrl('/update-reset-token'), async ({ request }) => {
        resets.push(await request.json());
        return HttpResponse.json({ message: RESET, data: { role: 'field_engineer' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordFlow />);
    await user.click(await screen.findByRole('tab', { name: 'Email me a reset token' }));
    await fillField(user, screen.getByLabelText('Email'), 'erin@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset token' }));
    expect(await screen.findAllByText(LINK_SENT)).not.toHaveLength(0);
    // What was mailed is a link and a token, not a code.
    expect(screen.getByText('Open the link in the mail, or paste the token from it here.')).toBeInTheDocument();
    await fillField(user, await screen.findByLabelText('Reset token'), 'pasted-token');
    await fillField(user, screen.getByLabelText('New password'), 'Second-pass-22');
    await fillField(user, screen.getByLabelText('Confirm new password'), 'Second-pass-22');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login/engineer'));
    expect(resets).toEqual([{ reset_token: 'pasted-token', password: 'Second-pass-22' }]);
  });

  it('starts at the new password when opened from the emailed reset link, and goes on to the account’s own sign-in page', async () => {
    const resets: unknown[] = [];
    server.use(
      http.post(apiUrl('/update-reset-token'), async ({ request }) => {
        resets.push(await request.json());
        return HttpResponse.json({ message: RESET, data: { role: 'company' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordFlow resetToken="linked-token" />);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await fillField(user, await screen.findByLabelText('New password'), 'Second-pass-22');
    await fillField(user, screen.getByLabelText('Confirm new password'), 'Second-pass-22');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login/company'));
    expect(resets).toEqual([{ reset_token: 'linked-token', password: 'Second-pass-22' }]);
  });
});
