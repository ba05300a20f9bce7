import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import WorkOrderCard from './WorkOrderCard';
import { makeRow } from '@/components/test/engineerOrderFixtures';

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

describe('a find-work card’s pay', () => {
  it('says the maximum hours of blended pay', () => {
    const order = makeRow({ payment_type: 3, hourly_rate: null, fixed_amount: 200, blended_first_hours: 2, blended_additional_rate: 40, max_hours: 6 });
    render(<WorkOrderCard order={order} href="/engineer/find-work/eng-details-page/2" />);
    expect(screen.getByText('$200.00 for 2 hours, then $40.00/hr, up to 6 hours')).toBeInTheDocument();
  });
});
