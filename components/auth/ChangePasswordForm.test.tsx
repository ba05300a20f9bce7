import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST_TIMEOUT_MS, fillField } from '@/components/test/fillField';
import { apiUrl, server, listenWithMsw } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import ChangePasswordForm from './ChangePasswordForm';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);

describe('ChangePasswordForm', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('puts a wrong current password on its field, then changes the password', async () => {
    server.use(
      http.post(apiUrl('/change-password'), async ({ request }) => {
        const body = (await request.json()) as { old_password: string };
        if (body.old_password !== 'First-pass-11') {
          return HttpResponse.json({ message: 'Check the highlighted fields', errors: [{ path: 'old_password', message: 'Current password is incorrect' }] }, { status: 400 });
        }
        return HttpResponse.json({ message: 'Your password has been changed.', data: null });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />, { session: makeSession('company'), preloadedState: signedInState('company') });
    await fillField(user, await screen.findByLabelText('Current password'), 'wrong-pass-99');
    await fillField(user, screen.getByLabelText('New password'), 'Changed-pass-33');
    await fillField(user, screen.getByLabelText('Confirm new password'), 'Changed-pass-33');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Changed-pass-33');

    await fillField(user, screen.getByLabelText('Current password'), 'First-pass-11');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
