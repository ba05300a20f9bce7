import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillField } from '@/components/test/fillField';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { WEBHOOK_ENDPOINTS } from '@/constants';
import type { Webhook, WebhookDelivery } from '@/contracts/webhooks';
import WebhooksSection from './WebhooksSection';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const SECRET = 'whsec_c2VjcmV0IG9mIHRoZSB0ZXN0IGVuZHBvaW50IDEyMzQ1Njc4';

const makeWebhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 3,
  url: 'https://erp.example.com/hooks',
  events: ['*'],
  description: 'ERP',
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  created_at: '2030-01-02T10:00:00.000Z',
  ...overrides,
});

const failedDelivery: WebhookDelivery = {
  id: 11,
  event_id: 'msg_2Lk9',
  event_type: 'application.created',
  work_order_id: 42,
  status: 'failed',
  attempts: 3,
  last_status_code: 500,
  last_error: 'Internal Server Error',
  next_attempt_at: null,
  delivered_at: null,
  created_at: '2030-01-02T10:00:00.000Z',
  request_excerpt: '{"type":"application.created","data":{"work_order":{"id":42}}}',
  response_excerpt: 'upstream exploded',
};

/** GET /webhooks answers `rows()` as they are at the time. */
function answerWebhooks(rows: () => Webhook[]) {
  server.use(http.get(apiUrl(WEBHOOK_ENDPOINTS.WEBHOOKS), () => HttpResponse.json({ message: 'OK', data: rows() })));
}

const renderSection = () =>
  renderWithProviders(<WebhooksSection role="customer" />, { session: makeSession('customer'), preloadedState: signedInState('customer') });

describe('the webhooks of the Integrations page', { timeout: 30_000 }, () => {
  it('refuses a URL that is not http(s) and an empty event choice on their fields, then adds the endpoint and shows its secret once', async () => {
    answerWebhooks(() => []);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(WEBHOOK_ENDPOINTS.WEBHOOKS), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Webhook added.', data: { id: 3, secret: SECRET } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    const url = within(dialog).getByLabelText(/^URL/);
    await fillField(user, url, 'ftp://erp.example.com/hooks');
    await user.click(within(dialog).getByRole('radio', { name: 'Only the events I pick' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Enter a full URL starting with https://')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('Enter a full URL starting with https://');
    expect(within(dialog).getByText('Pick at least one event, or all events')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await fillField(user, url, 'https://erp.example.com/hooks');
    expect(within(dialog).getByRole('group', { name: 'Work orders' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /work_order\.assigned/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /expense\.approved/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    const reveal = await screen.findByRole('dialog', { name: 'Your webhook’s signing secret' });
    expect(bodies).toEqual([{ url: 'https://erp.example.com/hooks', description: '', events: ['work_order.assigned', 'expense.approved'] }]);
    expect(within(reveal).getByLabelText('Signing secret')).toHaveValue(SECRET);
    await user.click(within(reveal).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('turns an endpoint off with its switch (PATCH enabled) and shows why a disabled one stopped', async () => {
    let rows = [makeWebhook(), makeWebhook({ id: 4, url: 'https://old.example.com/in', events: ['work_order.paid', 'work_order.cancelled'], enabled: false, disabled_reason: 'Failing for 5 days.' })];
    answerWebhooks(() => rows);
    const patches: { id: string; body: unknown }[] = [];
    server.use(
      http.patch(apiUrl('/webhooks/:id'), async ({ params, request }) => {
        const body = (await request.json()) as { enabled: boolean };
        patches.push({ id: String(params.id), body });
        rows = rows.map((row) => (row.id === Number(params.id) ? { ...row, ...body } : row));
        return HttpResponse.json({ message: 'Webhook saved.', data: rows.find((row) => row.id === Number(params.id)) });
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const erp = await screen.findByRole('listitem', { name: 'https://erp.example.com/hooks' });
    expect(within(erp).getByText('All events')).toBeInTheDocument();
    expect(within(erp).getByText('Active')).toBeInTheDocument();
    const old = screen.getByRole('listitem', { name: 'https://old.example.com/in' });
    expect(within(old).getByText('2 events')).toBeInTheDocument();
    expect(within(old).getByText('Failing for 5 days.')).toBeInTheDocument();
    expect(within(old).getByRole('switch', { name: 'Enabled' })).not.toBeChecked();

    const toggle = within(erp).getByRole('switch', { name: 'Enabled' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(patches).toEqual([{ id: '3', body: { enabled: false } }]));
    expect(await screen.findByText('Webhook saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(erp).getByText('Disabled')).toBeInTheDocument());
    expect(within(erp).getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
  });

  it('lists an endpoint’s deliveries with their excerpts and retries one now', async () => {
    answerWebhooks(() => [makeWebhook({ failing_since: '2030-01-02T10:00:00.000Z' })]);
    const deliveryQueries: Record<string, string>[] = [];
    const retried: string[] = [];
    server.use(
      http.get(apiUrl('/webhooks/3/deliveries'), ({ request }) => {
        deliveryQueries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ message: 'OK', data: { total_count: 1, data: [failedDelivery] } });
      }),
      http.post(apiUrl('/webhooks/:id/deliveries/:deliveryId/retry'), ({ params }) => {
        retried.push(`${String(params.id)}/${String(params.deliveryId)}`);
        return HttpResponse.json({ message: 'Delivery queued.', data: null });
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByRole('listitem', { name: 'https://erp.example.com/hooks' });
    expect(within(card).getByText('Failing')).toBeInTheDocument();
    expect(within(card).getByText(/^Every delivery has failed since/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Deliveries' }));
    const dialog = screen.getByRole('dialog', { name: /Deliveries/ });
    const row = await within(dialog).findByRole('row', { name: 'application.created msg_2Lk9' });
    expect(deliveryQueries[0]).toEqual({ page: '1', per_page: '10' });
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('500')).toBeInTheDocument();
    expect(within(row).getByText('Internal Server Error')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '#42' })).toHaveAttribute('href', '/customer/assignments/details-page/42');

    const expand = within(row).getByRole('button', { name: 'Show request and response' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(await within(dialog).findByLabelText('Request body')).toHaveTextContent('"type": "application.created"');
    expect(within(dialog).getByLabelText('Response body')).toHaveTextContent('upstream exploded');

    await user.click(within(row).getByRole('button', { name: 'Retry application.created now' }));
    await waitFor(() => expect(retried).toEqual(['3/11']));
    expect(await screen.findByText('Delivery queued.')).toBeInTheDocument();
    // The list asks again after a retry, and on "Refresh".
    await waitFor(() => expect(deliveryQueries.length).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(deliveryQueries.length).toBe(3));
  });

  it('sends a test event and rotates the secret after explaining the overlap', async () => {
    answerWebhooks(() => [makeWebhook()]);
    const calls: string[] = [];
    server.use(
      http.post(apiUrl('/webhooks/3/test'), () => {
        calls.push('test');
        return HttpResponse.json({ message: 'Test event queued.', data: null });
      }),
      http.post(apiUrl('/webhooks/3/rotate-secret'), () => {
        calls.push('rotate');
        return HttpResponse.json({ message: 'Secret rotated.', data: { id: 3, secret: SECRET } });
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByRole('listitem', { name: 'https://erp.example.com/hooks' });
    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event queued.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Rotate secret' }));
    const confirm = screen.getByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(confirm).toHaveTextContent('24 hours');
    expect(calls).toEqual(['test']);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const reveal = await screen.findByRole('dialog', { name: 'The new signing secret' });
    expect(calls).toEqual(['test', 'rotate']);
    expect(within(reveal).getByLabelText('Signing secret')).toHaveValue(SECRET);
  });

  it('edits an endpoint in a dialog filled with its events, and deletes one only after confirming', async () => {
    let rows = [makeWebhook({ events: ['work_order.paid', 'expense.created'] })];
    answerWebhooks(() => rows);
    const sent: { method: string; body: unknown }[] = [];
    server.use(
      http.patch(apiUrl('/webhooks/3'), async ({ request }) => {
        sent.push({ method: 'PATCH', body: await request.json() });
        return HttpResponse.json({ message: 'Webhook saved.', data: rows[0] });
      }),
      http.delete(apiUrl('/webhooks/3'), () => {
        sent.push({ method: 'DELETE', body: null });
        rows = [];
        return HttpResponse.json({ message: 'Webhook deleted.', data: null });
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByRole('listitem', { name: 'https://erp.example.com/hooks' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit webhook' });
    expect(within(dialog).getByLabelText(/^URL/)).toHaveValue('https://erp.example.com/hooks');
    expect(within(dialog).getByRole('radio', { name: 'Only the events I pick' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /work_order\.paid/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /work_order\.created/ })).not.toBeChecked();
    await fillField(user, within(dialog).getByLabelText(/^Description/), 'ERP, production');
    await user.click(within(dialog).getByRole('radio', { name: /^All events/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PATCH', body: { url: 'https://erp.example.com/hooks', description: 'ERP, production', events: ['*'] } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this webhook?' });
    expect(sent).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ method: 'DELETE', body: null });
  });
});
