import { describe, expect, it } from 'vitest';
import { describeOfferPay, describePay } from './payText';

const none = { hourly_rate: null, max_hours: null, fixed_amount: null, blended_first_hours: null, blended_additional_rate: null };

describe('pay text', () => {
  it('says the rate and the cap of hourly pay', () => {
    expect(describePay({ ...none, payment_type: 1, hourly_rate: 45, max_hours: 8 })).toBe('$45.00/hr, up to 8 hours');
    expect(describePay({ ...none, payment_type: 1, hourly_rate: 45, max_hours: 1 })).toBe('$45.00/hr, up to 1 hour');
  });

  it('says a fixed amount as such', () => {
    expect(describePay({ ...none, payment_type: 2, fixed_amount: 300 })).toBe('$300.00 fixed');
  });

  it('says the maximum hours of blended pay, and leaves it out when there is none', () => {
    const blended = { ...none, payment_type: 3, fixed_amount: 200, blended_first_hours: 2, blended_additional_rate: 40 };
    expect(describePay({ ...blended, max_hours: 6 })).toBe('$200.00 for 2 hours, then $40.00/hr, up to 6 hours');
    expect(describePay(blended)).toBe('$200.00 for 2 hours, then $40.00/hr');
  });

  it("words a blended counter offer on the order's first hours, its hourly rate being the rate after them", () => {
    const offer = { payment_type: 3, hourly_rate: 50, fixed_amount: 250, max_hours: 5 } as const;
    expect(describeOfferPay(offer, 2)).toBe('$250.00 for 2 hours, then $50.00/hr, up to 5 hours');
    expect(describeOfferPay({ ...offer, payment_type: 1 }, 2)).toBe('$50.00/hr, up to 5 hours');
    expect(describeOfferPay({ ...offer, payment_type: null }, 2)).toBeNull();
  });
});
