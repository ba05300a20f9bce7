import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CounterOffer } from '@/contracts/assignment';
import CounterOfferNote from './CounterOfferNote';

afterEach(cleanup);

const offer: CounterOffer = { payment_type: 2, hourly_rate: null, fixed_amount: 260, max_hours: null, start_at: null, end_at: null, reason: 'A second visit' };

describe('CounterOfferNote', () => {
  it('titles the note one level below the section it sits in (h3), not a skipped h6', () => {
    render(<CounterOfferNote offer={offer} timezone="America/Chicago" blendedFirstHours={null} />);
    expect(screen.getByRole('heading', { name: 'Counter offer' })).toHaveProperty('tagName', 'H3');
  });

  it('takes the level the page gives it right under the title', () => {
    render(<CounterOfferNote offer={offer} timezone="America/Chicago" blendedFirstHours={null} title="Accepted counter offer" headingLevel="h2" />);
    expect(screen.getByRole('heading', { name: 'Accepted counter offer' })).toHaveProperty('tagName', 'H2');
  });
});
