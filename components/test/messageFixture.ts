import type { Message } from '@/contracts/messages';

/** A message as the messages paths answer it: by default from the company side to Erin Diaz. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    assignment_id: 7,
    engineer_id: 21,
    from_id: 7,
    from_name: 'Alice Carter',
    from_side: 'company',
    to_id: 21,
    to_name: 'Erin Diaz',
    message: 'Gate code is 4412',
    created_at: '2030-05-04T18:00:00.000Z',
    ...overrides,
  };
}
