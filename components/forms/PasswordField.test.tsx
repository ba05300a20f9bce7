import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import PasswordField from './PasswordField';

afterEach(cleanup);

function Form() {
  const { register } = useForm<{ password: string }>();
  return <PasswordField label="Password" registration={register('password')} />;
}

describe('PasswordField', () => {
  it('names its toggle "Show password" and says whether the password shows', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toBe(toggle);

    toggle.focus();
    await user.keyboard(' ');
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});
