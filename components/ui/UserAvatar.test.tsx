import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import UserAvatar, { getInitials } from './UserAvatar';

afterEach(cleanup);

describe('UserAvatar', () => {
  it('shows up to two initials', () => {
    expect(getInitials('Walter Hartwell White')).toBe('WH');
    expect(getInitials('  ')).toBe('?');
  });

  it('sizes the initials to the avatar, so two wide letters stay inside the collapsed rail’s 36 px circle', () => {
    render(<UserAvatar name="Walter White" picture={null} size={36} />);
    expect(getComputedStyle(screen.getByText('WW')).fontSize).toBe('14px');
    cleanup();
    render(<UserAvatar name="Walter White" picture={null} size={112} />);
    expect(getComputedStyle(screen.getByText('WW')).fontSize).toBe('45px');
  });
});
