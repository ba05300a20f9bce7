import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import GuestLayout from './layout';

afterEach(cleanup);

describe('GuestLayout', () => {
  it('offers "Skip to main content" first, leading into the one <main>', async () => {
    render(
      <GuestLayout>
        <a href="/login/company">Company login</a>
      </GuestLayout>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Company login' })).toHaveFocus();
  });
});
