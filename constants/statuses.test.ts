import { describe, expect, it } from 'vitest';
import { COMPANY_STATUS_FILTERS, DUAL_READINGS, ENGINEER_STATUS_FILTERS, getStatusLabel } from './statuses';

describe('status filter lists', () => {
  it('lists the engineer filters in the order of the spec', () => {
    expect(ENGINEER_STATUS_FILTERS.map(({ value, label }) => `${value} ${label}`)).toEqual([
      '11 All',
      '0 Applied',
      '1 Assigned',
      '2 Schedule Confirmed',
      '3 Checked In',
      '4 Pending Deliverables',
      '5 Pending Completion',
      '6 Pending Approval',
      '7 Pending Payment',
      '8 Paid',
      '10 Cancelled',
    ]);
  });

  it('lists the company filters in the order of the spec', () => {
    expect(COMPANY_STATUS_FILTERS.map(({ value, label }) => `${value} ${label}`)).toEqual([
      '11 All',
      '0 Unassigned',
      '1 Assigned',
      '12 Pending Confirmation',
      '2 Schedule Confirmed',
      '3 Checked In',
      '4 Pending Deliverables',
      '5 Pending Completion',
      '6 Pending Approval',
      '7 Pending Payment',
      '8 Paid',
      '10 Cancelled',
    ]);
  });
});

describe('getStatusLabel', () => {
  it('reads null or 0 as Applied for engineers and Unassigned for companies', () => {
    expect(getStatusLabel(null, 'engineer')).toBe('Applied');
    expect(getStatusLabel(0, 'engineer')).toBe('Applied');
    expect(getStatusLabel(undefined, 'company')).toBe('Unassigned');
    expect(getStatusLabel(0, 'company')).toBe('Unassigned');
  });

  it('labels the shared codes the same on both sides', () => {
    expect(getStatusLabel(9, 'engineer')).toBe('Decline');
    expect(getStatusLabel(12, 'company')).toBe('Pending Confirmation');
    expect(getStatusLabel(8, 'company')).toBe('Paid');
  });

  it('keeps both readings of codes 4 to 7', () => {
    expect(DUAL_READINGS[4]).toEqual({ status: 'Pending Deliverables', event: 'checked out' });
    expect(DUAL_READINGS[7]).toEqual({ status: 'Pending Payment', event: 'approved' });
  });
});
