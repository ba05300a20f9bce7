import { describe, expect, it } from 'vitest';
import { canPerform, getAvailableActions, getFromStatuses, LIFECYCLE, LIFECYCLE_ACTIONS } from './lifecycle';
import { ASSIGNMENT_STATUS as S } from './statuses';

describe('work-order lifecycle table', () => {
  it('has a transition for every action name, first met in the order the names are listed', () => {
    expect([...new Set(LIFECYCLE.map((transition) => transition.action))]).toEqual([...LIFECYCLE_ACTIONS]);
  });

  it('lets the company cancel and edit only before work starts', () => {
    expect(getFromStatuses('cancel').sort()).toEqual([S.UNASSIGNED, S.ASSIGNED, S.SCHEDULE_CONFIRMED, S.PENDING_CONFIRMATION].sort());
    expect(getFromStatuses('edit')).toEqual(getFromStatuses('cancel'));
    expect(canPerform('cancel', { status: S.CHECKED_IN, hasAssignee: true }, 'company')).toBe(false);
  });

  it('deletes an open order only without an assignee, and any cancelled order', () => {
    expect(canPerform('delete', { status: S.UNASSIGNED, hasAssignee: false }, 'company')).toBe(true);
    expect(canPerform('delete', { status: S.UNASSIGNED, hasAssignee: true }, 'company')).toBe(false);
    expect(canPerform('delete', { status: S.CANCELLED, hasAssignee: true }, 'company')).toBe(true);
    expect(canPerform('delete', { status: S.PAID, hasAssignee: true }, 'company')).toBe(false);
  });

  it('checks who acts: an engineer cannot approve, a company cannot check in', () => {
    expect(canPerform('approve', { status: S.PENDING_APPROVAL, hasAssignee: true }, 'engineer')).toBe(false);
    expect(canPerform('checkIn', { status: S.SCHEDULE_CONFIRMED, hasAssignee: true }, 'company')).toBe(false);
    expect(canPerform('complete', { status: S.PENDING_COMPLETION, hasAssignee: true }, 'company')).toBe(true);
  });

  it('offers each side the actions of the current status', () => {
    expect(getAvailableActions({ status: S.UNASSIGNED, hasAssignee: false }, 'company')).toEqual(['assign', 'decline', 'cancel', 'delete', 'edit']);
    expect(getAvailableActions({ status: S.ASSIGNED, hasAssignee: true }, 'engineer')).toEqual(['confirmSchedule', 'leave']);
    expect(getAvailableActions({ status: S.PAID, hasAssignee: true }, 'company')).toEqual([]);
  });

  it('leads every order from assignment to payment', () => {
    const path = ['confirmSchedule', 'confirmAssignment', 'checkIn', 'checkOut', 'addDeliverables', 'complete', 'approve', 'recordPayment'];
    const ends = path.map((action) => LIFECYCLE.find((transition) => transition.action === action)?.to);
    expect(ends).toEqual([S.PENDING_CONFIRMATION, S.SCHEDULE_CONFIRMED, S.CHECKED_IN, S.PENDING_DELIVERABLES, S.PENDING_COMPLETION, S.PENDING_APPROVAL, S.PENDING_PAYMENT, S.PAID]);
  });
});
