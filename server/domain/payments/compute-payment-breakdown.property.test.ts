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

/** Amounts are rounded to the cent, so an exact formula may differ by half a cent (toBeCloseTo(…, 2) demands less). */
const expectToTheCent = (actual: number, exact: number) => expect(Math.abs(actual - exact)).toBeLessThanOrEqual(0.005 + 1e-6);

describe('computePaymentBreakdown', () => {
  it('totals labor and approved expenses, in whole cents, never below zero', () => {
    fc.assert(
      fc.property(terms, fc.option(workedMs, { nil: null }), money, (values, worked, approved) => {
        const breakdown = computePaymentBreakdown(orderOf(values, worked), expensesOf(approved));
        for (const amount of [breakdown.labor_amount, breakdown.expenses_amount, breakdown.total]) {
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(isWholeCents(amount)).toBe(true);
        }
        expectToTheCent(breakdown.expenses_amount, approved);
        expectToTheCent(breakdown.total, breakdown.labor_amount + breakdown.expenses_amount);
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
        expectToTheCent(computePaymentBreakdown(orderOf(fixed, worked), expensesOf(0)).labor_amount, values.fixedAmount ?? 0);
      }),
    );
  });

  it('pays hourly work as rate × billable hours, and blended work the amount plus the rate past the first hours', () => {
    fc.assert(
      fc.property(terms, workedMs, (values, worked) => {
        const hourly = computePaymentBreakdown(orderOf({ ...values, paymentTypeId: PAYMENT_TYPE.HOURLY }, worked), expensesOf(0));
        expectToTheCent(hourly.labor_amount, (values.hourlyRate ?? 0) * hourly.billable_hours!);
        const blended = computePaymentBreakdown(orderOf({ ...values, paymentTypeId: PAYMENT_TYPE.BLENDED }, worked), expensesOf(0));
        const extraHours = Math.max(0, blended.billable_hours! - (values.blendedFirstHours ?? 0));
        expectToTheCent(blended.labor_amount, (values.fixedAmount ?? 0) + extraHours * (values.blendedAdditionalRate ?? 0));
        expect(blended.labor_amount).toBeGreaterThanOrEqual(values.fixedAmount ?? 0);
      }),
    );
  });
});
