import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { TEMPLATE_ENDPOINTS, withPathId } from '@/constants';
import type { TemplateSummary } from '@/contracts/templates';
import TemplatesPage from './TemplatesPage';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const summary = (id: number, overrides: Partial<TemplateSummary> = {}): TemplateSummary => ({
  id,
  name: `Template ${id}`,
  shared: false,
  title: `Order title ${id}`,
  customer_id: null,
  created_by: { id: 3, name: 'Alice Carter' },
  document_count: 1,
  can_edit: true,
  created_at: '2030-01-02T10:00:00.000Z',
  updated_at: '2030-01-03T10:00:00.000Z',
  ...overrides,
});

/** GET /customers/templates answers `rows()` as they are at the time. */
function answerTemplates(rows: () => TemplateSummary[], wait = 0) {
  server.use(
    http.get(apiUrl(TEMPLATE_ENDPOINTS.TEMPLATES), async () => {
      if (wait) await delay(wait);
      return HttpResponse.json({ message: 'OK', data: rows() });
    }),
  );
}

const renderPage = (role: 'company' | 'customer' = 'company') => renderWithProviders(<TemplatesPage role={role} />, { session: makeSession(role), preloadedState: signedInState(role) });

describe('the Templates page', { timeout: 30_000 }, () => {
  it('shows a skeleton while loading, then says when there are no templates and how to make one', async () => {
    answerTemplates(() => [], 300);
    renderPage();
    expect(screen.getByRole('table', { name: 'Templates' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    expect(screen.getByText(/Save as template/)).toBeInTheDocument();
  });

  it('lists each template with its name, sharing and a link to a new order from it; rename and delete only where the user may change it', async () => {
    answerTemplates(() => [summary(1, { shared: true }), summary(2, { can_edit: false, name: 'Company checklist' })]);
    renderPage('customer');
    const first = await screen.findByRole('row', { name: 'Template 1' });
    expect(within(first).getByText('Shared')).toBeInTheDocument();
    expect(within(first).getByText('Order title 1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'New order from Template 1' })).toHaveAttribute('href', '/customer/add-assignments?template=1');
    expect(within(first).getByRole('button', { name: 'Rename Template 1' })).toBeInTheDocument();
    const second = screen.getByRole('row', { name: 'Company checklist' });
    expect(within(second).getByText('Private')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'New order from Company checklist' })).toBeInTheDocument();
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('renames a template: the refused name shows on its field, then the list shows the new one', async () => {
    let rows = [summary(1)];
    answerTemplates(() => rows);
    const sent: unknown[] = [];
    server.use(
      http.put(apiUrl(withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, 1)), async ({ request }) => {
        const data = JSON.parse((await request.formData()).get('data') as string);
        sent.push(data);
        if (sent.length === 1) {
          const message = 'The company already has a template with this name.';
          return HttpResponse.json({ message, code: 'conflict', errors: [{ path: 'name', message }] }, { status: 409 });
        }
        rows = [summary(1, { name: data.name, shared: data.shared })];
        return HttpResponse.json({ message: 'Template saved.', data: rows[0] });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rename Template 1' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Template name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the template a name')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(name, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The company already has a template with this name.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Monthly check');
    await user.click(within(dialog).getByRole('checkbox', { name: /Shared/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ name: 'Monthly check', shared: true, remove_file_ids: [] });
    expect(await screen.findByRole('row', { name: 'Monthly check' })).toBeInTheDocument();
  });

  it('deletes a template only after confirming', async () => {
    let rows = [summary(1), summary(2)];
    answerTemplates(() => rows);
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl(withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, 2)), ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        rows = [summary(1)];
        return HttpResponse.json({ message: 'Template deleted.', data: null });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Template 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Template 2”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(deleted).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Delete Template 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText('Template deleted.')).toBeInTheDocument();
    expect(deleted).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Template 2' })).not.toBeInTheDocument());
  });
});
