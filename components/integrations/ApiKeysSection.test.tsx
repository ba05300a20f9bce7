import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillField } from '@/components/test/fillField';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { emulatePhoneWidth } from '@/components/test/phoneWidth';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { API_KEY_ENDPOINTS } from '@/constants';
import type { ApiKey } from '@/contracts/apiKeys';
import ApiKeysSection from './ApiKeysSection';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const FULL_KEY = 'sp_dGhpcyBpcyB0aGUgd2hvbGUga2V5IG9mIHRoZSB0ZXN0';

const dispatchKey: ApiKey = {
  id: 5,
  name: 'Dispatch system',
  prefix: 'sp_dGhpcyBp',
  scopes: ['orders:read', 'webhooks:manage'],
  created_by: { id: 7, name: 'Alice Carter' },
  created_at: '2030-01-02T10:00:00.000Z',
  last_used_at: null,
};

/** GET /api-keys answers `keys()` as they are at the time. */
function answerKeys(keys: () => ApiKey[]) {
  let reads = 0;
  server.use(
    http.get(apiUrl(API_KEY_ENDPOINTS.API_KEYS), () => {
      reads += 1;
      return HttpResponse.json({ message: 'OK', data: keys() });
    }),
  );
  return { reads: () => reads };
}

const renderSection = () => renderWithProviders(<ApiKeysSection />, { session: makeSession('company'), preloadedState: signedInState('company') });

describe('the API keys of the Integrations page', { timeout: 30_000 }, () => {
  it('creates a key: form messages, the server’s refusal on its field, then the whole key once', async () => {
    let keys: ApiKey[] = [];
    answerKeys(() => keys);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(API_KEY_ENDPOINTS.API_KEYS), async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json({ message: 'A key with this name exists.', code: 'conflict', errors: [{ path: 'name', message: 'A key with this name exists.' }] }, { status: 409 });
        keys = [dispatchKey];
        return HttpResponse.json({ message: 'Key created.', data: { id: 5, name: 'Dispatch system', key: FULL_KEY, prefix: dispatchKey.prefix, scopes: dispatchKey.scopes } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Create key' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });

    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Give the key a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Pick at least one scope')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await fillField(user, within(dialog).getByLabelText(/^Name/), 'Dispatch system');
    await user.click(within(dialog).getByRole('checkbox', { name: /webhooks:manage/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /orders:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('A key with this name exists.', { selector: 'p' })).toBeInTheDocument();
    // The form keeps what was entered.
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Dispatch system');
    expect(within(dialog).getByRole('checkbox', { name: /orders:read/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const reveal = await screen.findByRole('dialog', { name: 'Your key “Dispatch system”' });
    expect(bodies[1]).toEqual({ name: 'Dispatch system', scopes: ['orders:read', 'webhooks:manage'] });
    expect(within(reveal).getByLabelText('API key')).toHaveValue(FULL_KEY);
    expect(within(reveal).getByText(/you won’t see it again/)).toBeInTheDocument();
    await user.click(within(reveal).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(FULL_KEY);
    // Clicking outside does not lose the key; only the button closes it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(reveal).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await screen.findByRole('row', { name: 'Dispatch system' });
    expect(within(row).getByText('sp_dGhpcyBp…')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(FULL_KEY);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('revokes a key only after confirming', async () => {
    let keys = [dispatchKey];
    const { reads } = answerKeys(() => keys);
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl('/api-keys/:id'), ({ params }) => {
        deleted.push(String(params.id));
        keys = [];
        return HttpResponse.json({ message: 'Key revoked.', data: null });
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const row = await screen.findByRole('row', { name: 'Dispatch system' });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Dispatch system', 'sp_dGhpcyBp…', 'orders:readwebhooks:manage', 'Alice Carter']),
    );

    await user.click(within(row).getByRole('button', { name: 'Revoke Dispatch system' }));
    let confirm = screen.getByRole('dialog', { name: 'Revoke “Dispatch system”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Revoke Dispatch system' }));
    confirm = screen.getByRole('dialog', { name: 'Revoke “Dispatch system”?' });
    const readsBefore = reads();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(deleted).toEqual(['5']));
    expect(await screen.findByText('Key revoked.')).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(reads()).toBeGreaterThan(readsBefore);
  });

  it('says why the list could not load and asks again', async () => {
    let fails = true;
    server.use(
      http.get(apiUrl(API_KEY_ENDPOINTS.API_KEYS), () =>
        fails ? HttpResponse.json({ message: 'The service is unavailable.', code: 'unavailable' }, { status: 503 }) : HttpResponse.json({ message: 'OK', data: [dispatchKey] }),
      ),
    );
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('The service is unavailable.')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: 'Dispatch system' })).toBeInTheDocument();
  });

  it('shows the keys as cards on a phone, nothing to scroll sideways', async () => {
    answerKeys(() => [dispatchKey]);
    const restore = emulatePhoneWidth();
    try {
      renderSection();
      const card = await screen.findByRole('listitem', { name: 'Dispatch system' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByText('webhooks:manage')).toBeInTheDocument();
      expect(within(card).getByText('Never')).toBeInTheDocument();
      await userEvent.setup().click(within(card).getByRole('button', { name: 'Revoke Dispatch system' }));
      expect(screen.getByRole('dialog', { name: 'Revoke “Dispatch system”?' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
