import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@/constants';
import type { ExpenseSummary } from '@/contracts/expenses';
import { computePaymentBreakdown } from './compute-payment-breakdown';

// Properties of what an order pays, over any terms, hours and approved expenses the columns hold
// (money and hours to the cent, numeric(…, 2)), rather than a few worked examples.

const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 5, 9);

const money = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
const someHours = fc.integer({ min: 0, max: 20_000 }).map((centihours) => centihours / 100);
const workedMs = fc.integer({ min: -4 * HOUR, max: 300 * HOUR });

const terms = fc.record({
  paymentTypeId: fc.constantFrom(PAYMENT_TYPE.HOURLY, PAYMENT_TYPE.FIXED, PAYMENT_TYPE.BLENDED),
  hourlyRate: fc.option(money, { nil: null }),
  maxHours: fc.option(someHours, { nil: null }),
  fixedAmount: fc.option(money, { nil: null }),
  blendedFirstHours: fc.option(someHours, { nil: null }),
  blendedAdditionalRate: fc.option(money, { nil: null }),
});

type Terms = typeof terms extends fc.Arbitrary<infer T> ? T : never;

const orderOf = (values: Terms, worked: number | null) => ({
  id: 1,
  ...values,
  checkedInAt: worked === null ? null : new Date(START),
  checkedOutAt: worked === null ? null : new Date(START + worked),
});

const expensesOf = (approved: number): ExpenseSummary => ({ count: 1, pending_count: 0, approved_count: 1, rejected_count: 0, pending_amount: 0, approved_amount: approved });

const isWholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

describe('computePaymentBreakdown', () => {
  it('totals labor and approved expenses, in whole cents, never below zero', () => {
    fc.assert(
      fc.property(terms, fc.option(workedMs, { nil: null }), money, (values, worked, approved) => {
        const breakdown = computePaymentBreakdown(orderOf(values, worked), expensesOf(approved));
        for (const amount of [breakdown.labor_amount, breakdown.expenses_amount, breakdown.total]) {
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(isWholeCents(amount)).toBe(true);
        }
        expect(breakdown.expenses_amount).toBeCloseTo(approved, 2);
        expect(breakdown.total).toBeCloseTo(breakdown.labor_amount + breakdown.expenses_amount, 2);
      }),
    );
  });

  it('bills at most the hours cap, and no hours before check-out', () => {
    fc.assert(
      fc.property(terms, fc.option(workedMs, { nil: null }), (values, worked) => {
        const breakdown = computePaymentBreakdown(orderOf(values, worked), expensesOf(0));
        if (worked === null) return void expect([breakdown.hours_worked, breakdown.billable_hours]).toEqual([null, null]);
        expect(breakdown.hours_worked).toBeGreaterThanOrEqual(0);
        expect(breakdown.billable_hours!).toBeLessThanOrEqual(breakdown.hours_worked!);
        if (values.maxHours !== null) expect(breakdown.billable_hours!).toBeLessThanOrEqual(values.maxHours);
      }),
    );
  });

  it('pays no less for longer work', () => {
    fc.assert(
      fc.property(terms, workedMs, fc.integer({ min: 0, max: 100 * HOUR }), (values, worked, more) => {
        const shorter = computePaymentBreakdown(orderOf(values, worked), expensesOf(0));
        const longer = computePaymentBreakdown(orderOf(values, worked + more), expensesOf(0));
        expect(longer.labor_amount).toBeGreaterThanOrEqual(shorter.labor_amount);
      }),
    );
  });

  it('pays a fixed price whatever the hours', () => {
    fc.assert(
      fc.property(terms, fc.option(workedMs, { nil: null }), (values, worked) => {
        const fixed = { ...values, paymentTypeId: PAYMENT_TYPE.FIXED };
        expect(computePaymentBreakdown(orderOf(fixed, worked), expensesOf(0)).labor_amount).toBeCloseTo(values.fixedAmount ?? 0, 2);
      }),
    );
  });

  it('pays hourly work as rate × billable hours, and blended work the amount plus the rate past the first hours', () => {
    fc.assert(
      fc.property(terms, workedMs, (values, worked) => {
        const hourly = computePaymentBreakdown(orderOf({ ...values, paymentTypeId: PAYMENT_TYPE.HOURLY }, worked), expensesOf(0));
        expect(hourly.labor_amount).toBeCloseTo((values.hourlyRate ?? 0) * hourly.billable_hours!, 2);
        const blended = computePaymentBreakdown(orderOf({ ...values, paymentTypeId: PAYMENT_TYPE.BLENDED }, worked), expensesOf(0));
        const extraHours = Math.max(0, blended.billable_hours! - (values.blendedFirstHours ?? 0));
        expect(blended.labor_amount).toBeCloseTo((values.fixedAmount ?? 0) + extraHours * (values.blendedAdditionalRate ?? 0), 2);
        expect(blended.labor_amount).toBeGreaterThanOrEqual(values.fixedAmount ?? 0);
      }),
    );
  });
});
