import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NotFound from './NotFound';

afterEach(cleanup);

describe('NotFound', () => {
  it('shows the illustration and the one sentence, and nothing to click', () => {
    const { container } = render(<NotFound />);
    expect(screen.getByText('Sorry, the page you are looking for does not exist.')).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container).toHaveTextContent(/^\?Sorry, the page you are looking for does not exist\.$/);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('navigation')).toHaveLength(0);
  });

  it('is the main landmark with the sentence as its heading', () => {
    render(<NotFound />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Sorry, the page you are looking for does not exist.' }));
  });
});
