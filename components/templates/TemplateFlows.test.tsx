import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Storage } from 'redux-persist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AddAssignmentPage from '@/components/assignments/pages/AddAssignmentPage';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { router } from '@/components/test/navigationMock';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { makeDetails } from '@/components/test/workOrderDetailsFixture';
import { COMPANY_ASSIGNMENT_ENDPOINTS, TEMPLATE_ENDPOINTS, withPathId } from '@/constants';
import type { TemplateDetails } from '@/contracts/templates';
import { createEmptyDraft, selectDraftAssignment, type DraftAssignmentState } from '@/store/draftAssignmentSlice';
import { makeStore } from '@/store/makeStore';
import { noopStorage } from '@/store/persistStorage';
import RestoredStoreGate from '@/components/providers/RestoredStoreGate';
import OrderReuseActions from './OrderReuseActions';

function memoryStorage(): Storage & { data: Record<string, string> } {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: async (key: string) => data[key] ?? null,
    setItem: async (key: string, value: string) => void (data[key] = value),
    removeItem: async (key: string) => void delete data[key],
  };
}

const search = vi.hoisted(() => ({ params: new URLSearchParams() }));
vi.mock('next/navigation', async () => ({ ...(await import('@/components/test/navigationMock')), useSearchParams: () => search.params }));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
  search.params = new URLSearchParams();
  server.use(...referenceListHandlers);
});

const session = makeSession('company');

const draftSections = {
  basic_info: { title: 'Quarterly POS check', category_id: 2, description: 'Check every terminal.', skill_ids: [2], job_title_id: null },
  location: { location_type: 1 as const, address_line1: '500 Congress Ave', address_line2: null, country_id: 233, state_id: 1407, city_id: 111, zip: '78701' },
  pricing: { payment_type: 2 as const, hourly_rate: null, max_hours: null, fixed_amount: 300, blended_first_hours: null, blended_additional_rate: null, payment_day_id: 3 },
  deliverables: [{ name: 'Photos', document_type_id: 1, is_required: true }],
};

const template: TemplateDetails = {
  id: 4,
  name: 'POS check',
  shared: true,
  title: 'Quarterly POS check',
  customer_id: null,
  created_by: { id: 3, name: 'Alice Carter' },
  document_count: 1,
  can_edit: true,
  created_at: '2030-01-02T10:00:00.000Z',
  updated_at: '2030-01-02T10:00:00.000Z',
  draft: draftSections,
  documents: [{ id: 90, name: 'checklist.pdf', mime_type: 'application/pdf', size_bytes: 2048 }],
};

async function renderAddPage(query: string, draft?: DraftAssignmentState) {
  search.params = new URLSearchParams(query);
  const store = makeStore({ storage: noopStorage, preloadedState: { ...signedInState('company'), ...(draft ? { draftAssignment: draft } : {}) } });
  const result = renderWithProviders(<AddAssignmentPage role="company" />, { session, store });
  await screen.findByRole('heading', { name: 'Basic information' });
  return result;
}

describe('new orders from templates and duplicates', { timeout: 30_000 }, () => {
  it('fills the form from ?template=, schedule left empty, its documents attached as reused files that may be removed', async () => {
    server.use(http.get(apiUrl(withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, 4)), () => HttpResponse.json({ message: 'OK', data: template })));
    const stale = { ...createEmptyDraft(), basic_info: { title: 'Something typed before' } };
    const { store } = await renderAddPage('template=4', stale);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Quarterly POS check');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('500 Congress Ave');
    expect(screen.getByText('checklist.pdf')).toBeInTheDocument();
    expect(screen.getByText(/· Reused, not uploaded again/)).toBeInTheDocument();
    expect(selectDraftAssignment(store.getState())).toMatchObject({ assignment_id: null, scheduling: {}, documents: [{ id: 90 }] });

    await userEvent.click(screen.getByRole('button', { name: /Remove checklist\.pdf/ }));
    await waitFor(() => expect(selectDraftAssignment(store.getState()).documents).toEqual([]));
  });

  it('saves the form’s changes back to the template it was filled from: sections but the schedule, removed documents detached', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get(apiUrl(withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, 4)), () => HttpResponse.json({ message: 'OK', data: template })),
      http.put(apiUrl(withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, 4)), async ({ request }) => {
        sent = JSON.parse((await request.formData()).get('data') as string);
        return HttpResponse.json({ message: 'Template saved.', data: template });
      }),
    );
    const user = userEvent.setup();
    await renderAddPage('template=4');
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Monthly POS check');
    await user.click(screen.getByRole('button', { name: /Remove checklist\.pdf/ }));
    await user.click(screen.getByRole('button', { name: 'Save to template' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save your changes to “POS check”?' })).getByRole('button', { name: 'Save to template' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company/templates'));
    expect(sent).toMatchObject({ remove_file_ids: [90], draft: { basic_info: { title: 'Monthly POS check' } } });
    expect((sent as unknown as { draft: Record<string, unknown> }).draft.scheduling).toBeUndefined();
  });

  it('fills the form from ?duplicate= with the order’s draft but not its dates, its documents by their stored files', async () => {
    const order = makeDetails({ id: 7 });
    server.use(http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.DETAILS), () => HttpResponse.json({ message: 'OK', data: order })));
    const { store } = await renderAddPage('duplicate=7');
    expect(screen.getByLabelText(/^Title/)).toHaveValue(order.basic_info.title);
    expect(screen.getByText('A copy of work order #7: choose the dates, check the rest, and post.')).toBeInTheDocument();
    const draft = selectDraftAssignment(store.getState());
    expect(draft.assignment_id).toBeNull();
    expect(draft.scheduling).toMatchObject({ start_date: '', timezone: order.scheduling.timezone });
    expect(draft.documents).toEqual([{ id: order.documents[0].file_id, name: order.documents[0].name, mime_type: order.documents[0].mime_type, size_bytes: order.documents[0].size_bytes }]);
  });

  it('fills the form again from ?template= after a reload (the stored draft restored first)', async () => {
    server.use(http.get(apiUrl(withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, 4)), () => HttpResponse.json({ message: 'OK', data: template })));
    search.params = new URLSearchParams('template=4');
    const storage = memoryStorage();
    const open = async () => {
      const store = makeStore({ storage, preloadedState: signedInState('company') });
      renderWithProviders(
        <RestoredStoreGate deferred>
          <AddAssignmentPage role="company" />
        </RestoredStoreGate>,
        { session, store },
      );
      await screen.findByRole('heading', { name: 'Basic information' });
      return store;
    };
    await open();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Quarterly POS check');
    await waitFor(() => expect(storage.data['persist:root']).toContain('Quarterly POS check'));
    cleanup();

    const store = await open();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Quarterly POS check');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('500 Congress Ave');
    expect(screen.getByText('checklist.pdf')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Quarterly POS check');
    expect(selectDraftAssignment(store.getState())).toMatchObject({ basic_info: { title: 'Quarterly POS check' }, documents: [{ id: 90 }] });
  });

  it('says when the template is not there', async () => {
    server.use(http.get(apiUrl(withPathId(TEMPLATE_ENDPOINTS.TEMPLATE, 5)), () => HttpResponse.json({ message: 'Template not found.', code: 'not_found' }, { status: 404 })));
    search.params = new URLSearchParams('template=5');
    renderWithProviders(<AddAssignmentPage role="company" />, { session, preloadedState: signedInState('company') });
    expect(await screen.findByRole('link', { name: 'Back to Templates' })).toHaveAttribute('href', '/company/templates');
  });

  it('posts a filled form with the reused stored files’ ids and the new uploads', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'Work order posted.', data: { id: 42 } }, { status: 201 });
      }),
    );
    // The draft as a template fills it, once the user has chosen the schedule.
    const filled: DraftAssignmentState = {
      ...createEmptyDraft(),
      ...draftSections,
      location: { ...draftSections.location, address_line2: '' },
      scheduling: { schedule_type: 'exact', start_date: '2030-05-04', start_time: '09:00', end_date: null, end_time: null, timezone: 'America/Chicago' },
      documents: [{ ...template.documents[0] }],
    };
    const user = userEvent.setup();
    await renderAddPage('', filled);
    await user.upload(screen.getByLabelText('Choose documents'), new File(['%PDF-1.4 new'], 'extra.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Post work order' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company/assignments/details-page/42'));
    const body = sent as unknown as FormData;
    expect(JSON.parse(body.get('data') as string)).toMatchObject({ basic_info: { title: 'Quarterly POS check' }, reuse_file_ids: [90] });
    expect(body.getAll('documents')).toHaveLength(1);
  });

  it('saves the form’s draft as a template, without its schedule, with its reused files, and posts no order', async () => {
    let sent: FormData | null = null;
    let posted = 0;
    server.use(
      http.post(apiUrl(TEMPLATE_ENDPOINTS.TEMPLATES), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'Template saved.', data: template }, { status: 201 });
      }),
      http.post(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), () => {
        posted += 1;
        return HttpResponse.json({ message: 'Work order posted.', data: { id: 42 } }, { status: 201 });
      }),
    );
    // A complete draft, schedule included: saving the template must not post it.
    const draft: DraftAssignmentState = {
      ...createEmptyDraft(),
      ...draftSections,
      location: { ...draftSections.location, address_line2: '' },
      scheduling: { schedule_type: 'exact', start_date: '2030-05-04', start_time: '09:00', end_date: null, end_time: null, timezone: 'America/Chicago' },
      documents: [{ ...template.documents[0] }],
    };
    const user = userEvent.setup();
    await renderAddPage('', draft);
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    await user.type(within(dialog).getByLabelText(/Template name/), 'POS check');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    const data = JSON.parse((sent as unknown as FormData).get('data') as string);
    expect(data).toMatchObject({ name: 'POS check', shared: false, reuse_file_ids: [90], draft: { basic_info: { title: 'Quarterly POS check' }, pricing: { fixed_amount: 300 } } });
    expect(data.draft.scheduling).toBeUndefined();
    expect(posted).toBe(0);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('asks for the missing sections before saving an incomplete draft as a template', async () => {
    await renderAddPage('');
    await userEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    expect(await screen.findByText('Complete the work order (all but the schedule) before saving it as a template.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on an order’s page: Duplicate opens the filled form, Save as template names it and sends the order’s id', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(apiUrl(TEMPLATE_ENDPOINTS.TEMPLATES), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'Template saved.', data: template }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<OrderReuseActions role="customer" order={makeDetails({ id: 7 })} />, { session: makeSession('customer'), preloadedState: signedInState('customer') });
    expect(screen.getByRole('link', { name: 'Duplicate' })).toHaveAttribute('href', '/customer/add-assignments?duplicate=7');
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    expect(within(dialog).getByLabelText(/Template name/)).toHaveValue('POS terminal install – Austin Downtown');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(JSON.parse((sent as unknown as FormData).get('data') as string)).toEqual({ name: 'POS terminal install – Austin Downtown', shared: false, from_assignment_id: 7, reuse_file_ids: [] });
  });
});
