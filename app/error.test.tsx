import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRASH_MESSAGE, CRASH_TITLE } from '@/constants';
import { makeSession, renderWithProviders } from '@/components/test/renderWithProviders';
import ErrorPage from './error';
import GlobalError from './global-error';

afterEach(() => vi.restoreAllMocks());

const crash = () => Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2517301912' });

describe('the error page', () => {
  it('says the page crashed, logs the error, and "Try again" retries the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn();
    const error = crash();
    renderWithProviders(<ErrorPage error={error} retry={retry} />);

    expect(screen.getByRole('heading', { level: 1, name: CRASH_TITLE })).toBeInTheDocument();
    expect(screen.getByText(CRASH_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Reference: 2517301912')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(error);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('leads home: the public home page, or a signed-in role its dashboard', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderWithProviders(<ErrorPage error="thrown text" retry={() => {}} />);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/^Reference:/)).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<ErrorPage error={crash()} retry={() => {}} />, { session: makeSession('company') });
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/company/dashboard');
  });
});

describe('the global error page', () => {
  it('shows the same message with a retry and a link home, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn();
    const error = crash();
    render(<GlobalError error={error} retry={retry} />);

    expect(screen.getByRole('heading', { level: 1, name: CRASH_TITLE })).toBeInTheDocument();
    expect(screen.getByText(CRASH_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(error);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
