import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ListAutocomplete from './ListAutocomplete';

describe('ListAutocomplete', () => {
  it('names its loading indicator after the list it waits for', () => {
    render(<ListAutocomplete label="City" options={[]} value={null} onChange={() => undefined} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading City' })).toBeInTheDocument();
  });

  it('shows no indicator once the list is there', () => {
    render(<ListAutocomplete label="City" options={[{ id: 1, name: 'Austin' }]} value={1} onChange={() => undefined} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
