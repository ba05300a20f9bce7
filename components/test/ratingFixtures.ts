import type { OrderRating, Rating, RatingSummary } from '@/contracts/ratings';

/** One rating as the API answers it: the company side's 4 stars for Erin Diaz, revealed. */
export function makeRating(overrides: Partial<Rating> = {}): Rating {
  return {
    id: 1,
    assignment_id: 7,
    assignment_title: 'Digital signage install – Austin Airport',
    commented_by: 'company',
    stars: 4,
    comment: 'On time and tidy.',
    engineer_id: 21,
    engineer_name: 'Erin Diaz',
    company_id: 1,
    company_name: 'Acme Field Services',
    author_name: 'Alice Carter',
    created_at: '2030-03-02T15:00:00.000Z',
    visible_at: '2030-03-02T15:00:00.000Z',
    is_revealed: true,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<RatingSummary> = {}): RatingSummary {
  return {
    average: 4.3,
    count: 3,
    distribution: [
      { stars: 5, count: 1 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
    given_count: 2,
    pending_count: 1,
    pending: [{ assignment_id: 7, title: 'Digital signage install – Austin Airport', counterpart_name: 'Erin Diaz', paid_at: '2030-03-01T15:00:00.000Z' }],
    ...overrides,
  };
}

/** A paid order nobody has rated yet, as its details page asks for it. */
export function makeOrderRating(overrides: Partial<OrderRating> = {}): OrderRating {
  return { assignment_id: 7, counterpart_name: 'Erin Diaz', can_rate: true, mine: null, theirs: null, ...overrides };
}
