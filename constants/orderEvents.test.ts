import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@/contracts/notifications';
import { LIFECYCLE } from './lifecycle';
import { MAIL_KIND_NAMES } from './notifications';
import { findLiveRefresh, findMailKind, ORDER_EVENT_NAMES, ORDER_EVENTS, type OrderEvent } from './orderEvents';
import { ASSIGNMENT_EVENT } from './statuses';

const rows = ORDER_EVENT_NAMES.map((name): [string, OrderEvent] => [name, ORDER_EVENTS[name]]);

describe('ORDER_EVENTS', () => {
  it('has an event for every notification kind', () => {
    const told = new Set(rows.map(([, event]) => event.kind));
    expect(NOTIFICATION_KINDS.filter((kind) => !told.has(kind))).toEqual([]);
  });

  it('has an event for every code the lifecycle logs, and logs only known codes', () => {
    const logged = new Set(rows.map(([, event]) => event.log));
    const lifecycleCodes = LIFECYCLE.filter((transition) => transition.to !== 'removed').map((transition) => transition.event ?? 'status');
    expect(lifecycleCodes.filter((code) => !logged.has(code))).toEqual([]);
    const known = new Set<string | null>([...Object.values(ASSIGNMENT_EVENT), 'status', null]);
    expect(rows.filter(([, event]) => !known.has(event.log))).toEqual([]);
  });

  it('has an event for every lifecycle action, logged with the lifecycle table code', () => {
    for (const transition of LIFECYCLE) {
      const event: OrderEvent = ORDER_EVENTS[transition.action];
      if (transition.to === 'removed') expect(event.log, transition.action).toBeNull();
      else expect(event.log, transition.action).toBe(transition.event ?? 'status');
    }
  });

  it('mails every mail kind from some event, and events of one kind agree on mail and refresh', () => {
    expect(MAIL_KIND_NAMES.filter((mail) => !rows.some(([, event]) => event.mail === mail))).toEqual([]);
    for (const [name, event] of rows) {
      if (event.kind === null) continue;
      expect(findMailKind(event.kind) ?? null, name).toBe(event.mail);
      expect(findLiveRefresh(event.kind), name).toEqual(event.refresh);
    }
  });

  it('says where an engineer is led when it tells engineers, and tells nobody without a kind', () => {
    for (const [name, event] of rows) {
      expect(event.tells === 'engineers', name).toBe(event.engineerLink !== undefined);
      expect(event.tells === 'nobody', name).toBe(event.kind === null);
    }
  });

  it('refreshes the order a kind it does not know names', () => {
    expect(findLiveRefresh('somethingNew')).toEqual(['order']);
  });
});
