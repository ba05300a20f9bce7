import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { MESSAGE_ENDPOINTS } from '@/constants';
import type { Message } from '@/contracts/messages';
import { makeMessage } from '@/components/test/messageFixture';
import MessageThread, { MESSAGE_POLL_MS } from './MessageThread';

listenWithMsw();
// A viewer in UTC reads the Chicago order's times with the zone beside them.
beforeEach(() => vi.stubEnv('TZ', 'UTC'));
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});
configure({ asyncUtilTimeout: 5000 });

const fromErin = (message: string, id = 1): Message =>
  makeMessage({ id, from_id: 21, from_name: 'Erin Diaz', from_side: 'engineer', to_id: 7, to_name: 'Alice Carter', message });

/** A thread whose answers follow what was sent; `refuse` makes sending fail with the server's field error. */
function serveThread(initial: Message[], { refuse = false } = {}) {
  const thread = { messages: [...initial], reads: [] as URLSearchParams[], sent: [] as unknown[], marked: [] as unknown[] };
  server.use(
    http.get(apiUrl(MESSAGE_ENDPOINTS.LIST), ({ request }) => {
      thread.reads.push(new URL(request.url).searchParams);
      return HttpResponse.json({ message: 'OK', data: thread.messages });
    }),
    http.patch(apiUrl(MESSAGE_ENDPOINTS.READ), async ({ request }) => {
      thread.marked.push(await request.json());
      return HttpResponse.json({ message: 'Messages marked read.', data: { read_count: 1 } });
    }),
    http.post(apiUrl(MESSAGE_ENDPOINTS.SEND), async ({ request }) => {
      const body = (await request.json()) as { message: string };
      thread.sent.push(body);
      if (refuse) return HttpResponse.json({ message: 'This work order is closed.', errors: [{ path: 'message', message: 'Messages are closed' }] }, { status: 400 });
      const sent = makeMessage({ id: thread.messages.length + 1, message: body.message, created_at: '2030-05-04T19:00:00.000Z' });
      thread.messages.push(sent);
      return HttpResponse.json({ message: 'Message sent.', data: sent }, { status: 201 });
    }),
  );
  return thread;
}

const renderCompanyThread = () =>
  renderWithProviders(<MessageThread assignmentId={7} otherUserId={21} viewerSide="company" otherName="Erin Diaz" timezone="America/Chicago" />, {
    session: makeSession('company'),
    preloadedState: signedInState('company'),
  });

describe('MessageThread', { timeout: 30_000 }, () => {
  it('sends a message to the other party and shows it at the bottom of the thread', async () => {
    const thread = serveThread([fromErin('Is parking available?')]);
    const user = userEvent.setup();
    renderCompanyThread();

    const log = await screen.findByRole('log', { name: 'Messages with Erin Diaz' });
    expect(within(log).getByText('Erin Diaz · 05/04/2030 1:00 PM CDT')).toBeInTheDocument();
    expect(thread.reads[0].get('assignment_id')).toBe('7');
    expect(thread.reads[0].get('to_id')).toBe('21');

    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '  Yes, behind the building  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(thread.sent).toEqual([{ assignment_id: 7, to_id: 21, message: 'Yes, behind the building' }]);
    const items = within(log).getAllByRole('listitem');
    expect(items[1]).toHaveAccessibleName('Alice Carter: Yes, behind the building');
    expect(box).toHaveValue('');
    // Send is disabled again: focus goes to the message just sent, not to the page body.
    await waitFor(() => expect(items[1]).toHaveFocus());
  });

  it('keeps the messages a list inside the log (a role on the list itself would leave its items orphaned)', async () => {
    serveThread([fromErin('Is parking available?'), fromErin('Gate code?', 2)]);
    renderCompanyThread();

    const log = await screen.findByRole('log', { name: 'Messages with Erin Diaz' });
    expect(log.tagName).not.toBe('OL');
    expect(within(within(log).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the text and marks the box when the server refuses it', async () => {
    const thread = serveThread([], { refuse: true });
    const user = userEvent.setup();
    renderCompanyThread();

    expect(await screen.findByText('No messages with Erin Diaz yet.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'See you at 2');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Messages are closed')).toBeInTheDocument();
    expect(thread.sent).toHaveLength(1);
    expect(box).toHaveValue('See you at 2');
  });

  it('shows the other side’s new messages without a reload; an engineer’s thread names nobody', async () => {
    const thread = serveThread([fromErin('On my way')]);
    renderWithProviders(<MessageThread assignmentId={7} viewerSide="engineer" otherName="Acme Field Services" />, {
      session: makeSession('field_engineer'),
      preloadedState: signedInState('field_engineer'),
    });
    expect(await screen.findByText('On my way')).toBeInTheDocument();
    expect(thread.reads[0].has('to_id')).toBe(false);
    thread.messages.push(makeMessage({ id: 2, message: 'Gate code is 4412' }));
    expect(await screen.findByText('Gate code is 4412', {}, { timeout: MESSAGE_POLL_MS + 5000 })).toBeInTheDocument();
  });

  it('marks the other side’s messages read when the thread is shown and as new ones arrive, never its own', async () => {
    const thread = serveThread([fromErin('Is parking available?'), makeMessage({ id: 2, message: 'Yes, behind the building' })]);
    renderCompanyThread();

    expect(await screen.findByText('Is parking available?')).toBeInTheDocument();
    await waitFor(() => expect(thread.marked).toEqual([{ assignment_id: 7, message_ids: [1] }]));
    thread.messages.push(fromErin('Which door?', 3));
    expect(await screen.findByText('Which door?', {}, { timeout: MESSAGE_POLL_MS + 5000 })).toBeInTheDocument();
    await waitFor(() => expect(thread.marked).toEqual([{ assignment_id: 7, message_ids: [1] }, { assignment_id: 7, message_ids: [3] }]));
  });
});
