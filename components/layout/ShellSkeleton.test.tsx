import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import ShellSkeleton from './ShellSkeleton';

afterEach(cleanup);

describe('ShellSkeleton', () => {
  it("says the page is loading and links the brand to the role's dashboard", () => {
    render(<ShellSkeleton role="company" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your page…');
    expect(screen.getAllByRole('link', { name: 'Service Portal' })[0]).toHaveAttribute('href', '/company/dashboard');
  });

  it('renders on the server with nothing of the user', () => {
    const html = renderToString(<ShellSkeleton role="field_engineer" />);
    expect(html).toContain('Loading your page…');
    expect(html).not.toMatch(/Hello,/);
  });
});
