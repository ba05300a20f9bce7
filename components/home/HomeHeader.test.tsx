import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_PATHS } from '@/constants';
import HomeHeader from './HomeHeader';

afterEach(cleanup);

describe('HomeHeader', () => {
  it('offers sign-in to every role: engineer, customer and company', () => {
    render(<HomeHeader />);
    expect(screen.getByRole('link', { name: 'Engineer sign in' })).toHaveAttribute('href', LOGIN_PATHS.field_engineer);
    expect(screen.getByRole('link', { name: 'Customer sign in' })).toHaveAttribute('href', LOGIN_PATHS.customer);
    expect(screen.getByRole('link', { name: 'Company sign in' })).toHaveAttribute('href', LOGIN_PATHS.company);
  });
});
