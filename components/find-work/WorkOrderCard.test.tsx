import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import WorkOrderCard from './WorkOrderCard';
import { makeRow } from './testing/engineerOrderFixtures';

afterEach(cleanup);

describe('a find-work card', () => {
  it('shows the company’s rating average and count', () => {
    render(<WorkOrderCard order={makeRow({ company_rating_average: 4.5, company_rating_count: 2 })} href="/engineer/find-work/eng-details-page/2" />);
    const card = screen.getByRole('article', { name: 'Network rack cabling – Round Rock' });
    expect(within(card).getByLabelText('Acme Field Services rating: 4.5 (2 ratings)')).toBeInTheDocument();
  });

  it('says when the company has no ratings yet', () => {
    render(<WorkOrderCard order={makeRow()} href="/engineer/find-work/eng-details-page/2" />);
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });
});
