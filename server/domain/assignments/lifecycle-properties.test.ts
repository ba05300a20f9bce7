import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATUS as S, canPerform, getAvailableActions, getNextStatus, LIFECYCLE, type AssignmentStatus, type LifecycleAction, type LifecycleActor } from '@/constants';
import { AppError } from '../../lib/errors';
import { checkTransition } from './check-transition';

// Properties of the transition table (constants/lifecycle.ts) and of the server's check of it,
// over every status, action, side and assignee state rather than a few picked examples.

/** The codes the status column holds; 9 Decline and 11 All are what an engineer or a filter reads, never stored. */
const STORED = [S.UNASSIGNED, S.ASSIGNED, S.PENDING_CONFIRMATION, S.SCHEDULE_CONFIRMED, S.CHECKED_IN, S.PENDING_DELIVERABLES, S.PENDING_COMPLETION, S.PENDING_APPROVAL, S.PENDING_PAYMENT, S.PAID, S.CANCELLED] as const;
const TERMINAL: AssignmentStatus[] = [S.PAID, S.CANCELLED];
const ACTIONS = [...new Set(LIFECYCLE.map((transition) => transition.action))] as LifecycleAction[];
const ACTORS: LifecycleActor[] = ['engineer', 'company', 'system'];

const allStatuses = Object.values(S) as AssignmentStatus[];
const anyStatus = fc.constantFrom(...allStatuses);
const anyOrder = fc.record({ status: anyStatus, hasAssignee: fc.boolean() });
const anyAction = fc.constantFrom(...ACTIONS);
const anyActor = fc.constantFrom(...ACTORS);

describe('the lifecycle table', () => {
  it('moves only between stored statuses', () => {
    for (const transition of LIFECYCLE) {
      for (const from of transition.from) expect(STORED).toContain(from);
      if (transition.to !== 'same' && transition.to !== 'removed') expect(STORED).toContain(transition.to);
    }
  });

  it('leads nowhere out of a terminal status (a cancelled order may only be deleted)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TERMINAL), fc.boolean(), anyAction, anyActor, (status, hasAssignee, action, actor) => {
        if (!canPerform(action, { status, hasAssignee }, actor)) return;
        const transition = LIFECYCLE.find((candidate) => candidate.action === action && candidate.by.includes(actor) && (candidate.from as readonly number[]).includes(status))!;
        const next = getNextStatus(transition, status);
        expect(next === status || next === 'removed').toBe(true);
      }),
    );
  });

  it('reaches every stored status from Unassigned', () => {
    const reached = new Set<number>([S.UNASSIGNED]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const transition of LIFECYCLE) {
        if (transition.to === 'same' || transition.to === 'removed' || reached.has(transition.to)) continue;
        if (transition.from.some((from) => reached.has(from))) {
          reached.add(transition.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort((x, y) => x - y)).toEqual([...STORED].sort((x, y) => x - y));
  });

  it("offers a side only actions the table gives that side, from the order's status", () => {
    fc.assert(
      fc.property(anyOrder, anyActor, (order, actor) => {
        for (const action of getAvailableActions(order, actor)) {
          const transitions = LIFECYCLE.filter((transition) => transition.action === action && transition.by.includes(actor));
          expect(transitions.some((transition) => (transition.from as readonly number[]).includes(order.status))).toBe(true);
        }
      }),
    );
  });

  it('lets nobody act on a status the table does not list, and only the system approve by itself', () => {
    fc.assert(
      fc.property(anyOrder, anyAction, anyActor, (order, action, actor) => {
        const allowed = canPerform(action, order, actor);
        const listed = LIFECYCLE.some((transition) => transition.action === action && transition.by.includes(actor) && (transition.from as readonly number[]).includes(order.status));
        if (allowed) expect(listed).toBe(true);
        if (action === 'autoApprove') expect(allowed).toBe(actor === 'system' && order.status === S.PENDING_APPROVAL);
      }),
    );
  });
});

describe("the server's transition check", () => {
  it('agrees with the table for any status, action, side and assignee: the transition, or a 409 with the message', () => {
    fc.assert(
      fc.property(anyStatus, fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }), anyAction, anyActor, (status, assignedEngineerId, action, actor) => {
        const allowed = canPerform(action, { status, hasAssignee: assignedEngineerId !== null }, actor);
        let outcome: 'allowed' | 'conflict';
        try {
          const transition = checkTransition(action, actor, { status, assignedEngineerId }, 'refused');
          expect(transition.action).toBe(action);
          expect(transition.by).toContain(actor);
          expect(transition.from).toContain(status);
          outcome = 'allowed';
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect(error).toMatchObject({ code: 'INVALID_TRANSITION', message: 'refused' });
          outcome = 'conflict';
        }
        expect(outcome).toBe(allowed ? 'allowed' : 'conflict');
      }),
    );
  });
});
