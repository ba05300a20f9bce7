import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { router } from '@/components/test/navigationMock';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import AddAssignmentPage from '@/components/assignments/pages/AddAssignmentPage';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { COMPANY_ASSIGNMENT_ENDPOINTS } from '@/constants';
import { createEmptyDraft, selectDraftAssignment, type DraftAssignmentState } from '@/store/draftAssignmentSlice';
import { makeStore } from '@/store/makeStore';
import { noopStorage } from '@/store/persistStorage';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
// MUI forms and tables render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
  server.use(...referenceListHandlers);
});

const session = makeSession('company');

/** A complete, valid draft: an on-site fixed-price order in Austin. */
const validDraft: DraftAssignmentState = {
  ...createEmptyDraft(),
  basic_info: { title: 'POS terminal install', category_id: 2, description: 'Install two terminals.', skill_ids: [2], job_title_id: null },
  location: { location_type: 1, address_line1: '500 Congress Ave', address_line2: '', country_id: 233, state_id: 1407, city_id: 111, zip: '78701' },
  scheduling: { schedule_type: 'exact', start_date: '2030-05-04', start_time: '09:00', end_date: null, end_time: null, timezone: 'America/Chicago' },
  pricing: { payment_type: 2, hourly_rate: null, max_hours: null, fixed_amount: 300, blended_first_hours: null, blended_additional_rate: null, payment_day_id: 3 },
  deliverables: [{ name: 'Photos of the install', document_type_id: 1, is_required: true }],
};

/** Renders the Add page once the store is restored (the persist gate opens). */
async function renderForm(draft?: DraftAssignmentState, store = makeStore({ storage: noopStorage, preloadedState: { ...signedInState('company'), ...(draft ? { draftAssignment: draft } : {}) } })) {
  const result = renderWithProviders(<AddAssignmentPage role="company" />, { session, store });
  await screen.findByRole('heading', { name: 'Basic information' });
  return result;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Post work order' }));

// A long MUI form in jsdom on a shared machine: generous time per test.
describe('the work-order form', { timeout: 30_000 }, () => {
  it('has the draft sections, with on-site location and fixed pay by default', async () => {
    await renderForm();
    for (const section of ['Basic information', 'Location', 'Schedule', 'Pay', 'Deliverables', 'Documents']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(await screen.findByRole('radio', { name: 'On site' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Fixed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Exact start' })).toBeChecked();
    expect(screen.getByLabelText(/^Fixed amount/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Hourly rate/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Street address/)).toBeInTheDocument();
  });

  it('shows a message beside each missing field and sends nothing', async () => {
    let posted = 0;
    server.use(http.post(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), () => void posted++));
    await renderForm();
    await screen.findByRole('radio', { name: 'Fixed' });
    await submit();
    for (const message of [
      'Enter a title',
      'Choose a category',
      'Enter a description',
      'Enter the street address',
      'Choose a country',
      'Enter the start date',
      'Enter the start time',
      'Enter the fixed amount',
      'Choose the payment terms',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);
  });

  it('asks for the amounts of the chosen payment type only', async () => {
    const user = userEvent.setup();
    const { store } = await renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Hourly' }));
    expect(screen.getByLabelText(/^Hourly rate/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Maximum hours/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Fixed amount/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Hourly rate/), '45');

    await user.click(screen.getByRole('radio', { name: 'Blended' }));
    expect(screen.getByLabelText(/^Fixed amount for the first hours/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Hours covered by the fixed amount/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Rate for additional hours/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Hourly rate/)).not.toBeInTheDocument();

    await submit();
    expect(await screen.findByText('Enter the rate for additional hours')).toBeInTheDocument();
    expect(screen.queryByText('Enter the hourly rate')).not.toBeInTheDocument();
    // The hourly rate typed before does not ride along with the blended terms.
    await waitFor(() => expect(selectDraftAssignment(store.getState()).pricing).toMatchObject({ payment_type: 3, hourly_rate: null }));
  });

  it('keeps the draft in the store as the user types, and fills the form from it again', async () => {
    const user = userEvent.setup();
    const store = makeStore({ storage: noopStorage, preloadedState: signedInState('company') });
    const first = await renderForm(undefined, store);
    await user.type(screen.getByLabelText(/^Title/), 'Kiosk setup');
    await waitFor(() => expect(selectDraftAssignment(store.getState()).basic_info.title).toBe('Kiosk setup'));
    first.unmount();

    // A new page (store restored with that draft) starts from it.
    await renderForm(selectDraftAssignment(store.getState()));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Kiosk setup');
  });

  it('writes the draft to browser storage, so a reload keeps it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddAssignmentPage role="company" />, { session, preloadedState: signedInState('company') });
    await screen.findByRole('heading', { name: 'Basic information' });
    await user.type(screen.getByLabelText(/^Title/), 'Fiber splice repair');
    await waitFor(() => expect(window.localStorage.getItem('persist:root') ?? '').toContain('Fiber splice repair'));
  });

  it('resets to the defaults after confirming', async () => {
    const user = userEvent.setup();
    const { store } = await renderForm({ ...validDraft, pricing: { ...validDraft.pricing, payment_type: 1, hourly_rate: 40, max_hours: 4 } });
    expect(await screen.findByRole('radio', { name: 'Hourly' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset form' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset form' }));
    await waitFor(() => {
      expect(screen.getByLabelText(/^Title/)).toHaveValue('');
      expect(screen.getByRole('radio', { name: 'Fixed' })).toBeChecked();
    });
    expect(selectDraftAssignment(store.getState())).toMatchObject({ basic_info: {}, pricing: { payment_type: 2 } });
  });

  it('posts the draft with its documents, clears the draft and opens the new order', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'Work order posted.', data: { id: 42 } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderForm(validDraft);
    await user.upload(screen.getByLabelText('Choose documents'), new File(['%PDF-1.4 test'], 'scope.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('scope.pdf')).toBeInTheDocument();
    await submit();

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/company/assignments/details-page/42'));
    expect(await screen.findByText('Work order posted.')).toBeInTheDocument();
    const body = sent as unknown as FormData;
    expect(JSON.parse(body.get('data') as string)).toEqual({
      basic_info: validDraft.basic_info,
      location: validDraft.location,
      scheduling: validDraft.scheduling,
      pricing: validDraft.pricing,
      deliverables: validDraft.deliverables,
    });
    // jsdom's multipart encoder drops file names; the bytes are what the API checks.
    const documents = body.getAll('documents') as File[];
    expect(documents).toHaveLength(1);
    expect(await documents[0].text()).toBe('%PDF-1.4 test');
    expect(selectDraftAssignment(store.getState())).toEqual(createEmptyDraft());
  });

  it('refuses a file of another type by name and does not keep it', async () => {
    // As if "All files" was chosen in the file picker.
    const user = userEvent.setup({ applyAccept: false });
    await renderForm(validDraft);
    await user.upload(screen.getByLabelText('Choose documents'), [
      new File(['MZ'], 'script.exe', { type: 'application/x-msdownload' }),
      new File(['%PDF-1.4 test'], 'scope.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('script.exe was not attached: attach a PDF, image, Word (.docx) or Excel (.xlsx) file.');
    const list = screen.getByRole('list', { name: 'Documents' });
    expect(within(list).getByText('scope.pdf')).toBeInTheDocument();
    expect(within(list).queryByText('script.exe')).not.toBeInTheDocument();
  });

  it('names the document the API refused and takes it off the list', async () => {
    const refused = 'Upload a PDF, image, Word (.docx) or Excel (.xlsx) file.';
    server.use(
      http.post(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), () =>
        HttpResponse.json({ message: refused, code: 'UNSUPPORTED_MEDIA_TYPE', errors: [{ path: 'documents.1', message: refused }] }, { status: 415 }),
      ),
    );
    const user = userEvent.setup();
    await renderForm(validDraft);
    await user.upload(screen.getByLabelText('Choose documents'), [
      new File(['%PDF-1.4 test'], 'scope.pdf', { type: 'application/pdf' }),
      new File(['<html>'], 'renamed.pdf', { type: 'application/pdf' }),
    ]);
    await submit();
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === `renamed.pdf was not attached: ${refused}`)).toBe(true));
    const list = screen.getByRole('list', { name: 'Documents' });
    expect(within(list).getByText('scope.pdf')).toBeInTheDocument();
    expect(within(list).queryByText('renamed.pdf')).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says that attached files are not kept in the draft', async () => {
    await renderForm();
    expect(screen.getByText(/Files are not kept with the draft: after a reload or leaving this page, attach them again\./)).toBeInTheDocument();
  });

  it('puts the API’s field errors beside the fields and keeps the input', async () => {
    server.use(
      http.post(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS), () =>
        HttpResponse.json({ message: 'The start must be in the future', errors: [{ path: 'scheduling.start_date', message: 'The start must be in the future' }] }, { status: 400 }),
      ),
    );
    await renderForm(validDraft);
    await submit();
    const startDate = screen.getByLabelText(/^Start date/);
    await waitFor(() => expect(startDate).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('The start must be in the future').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('POS terminal install');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('adds and removes deliverable rows', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByRole('button', { name: 'Add deliverable' }));
    await user.click(screen.getByRole('button', { name: 'Add deliverable' }));
    expect(screen.getAllByRole('group', { name: /^Deliverable/ })).toHaveLength(2);
    fireEvent.change(within(screen.getByRole('group', { name: 'Deliverable 1' })).getByLabelText(/^Deliverable name/), { target: { value: 'Photos' } });
    expect(within(screen.getByRole('group', { name: 'Deliverable 1' })).getByRole('switch', { name: 'Required' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove deliverable 2' }));
    expect(screen.getAllByRole('group', { name: /^Deliverable/ })).toHaveLength(1);
  });
});
