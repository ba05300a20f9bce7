import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type { EngineerWorkOrderDetails } from '@/contracts/lifecycle';
import MyWorkDetailsPage from './MyWorkDetailsPage';
import { makeAssignedDetails } from '@/components/test/myWorkFixtures';
import { serveWorkOrder } from '@/components/test/serveWorkOrder';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };
const checkedOut = { checked_in_at: '2030-05-04T19:30:00.000Z', checked_out_at: '2030-05-04T22:00:00.000Z', hours_worked: 2.5 };
const photos = { id: 1, name: 'Photos', document_type_id: 1, document_type_name: 'Photos (after work)', is_required: true, file: null, delivered_at: null, sign_off: null };
const receiptCopy = { ...photos, id: 2, name: 'Receipt copy', document_type_name: null, is_required: false };
const delivered = { ...photos, file: { id: 40, name: 'photos.pdf', mime_type: 'application/pdf', size_bytes: 13 }, delivered_at: '2030-05-04T22:10:00.000Z' };

const inStatus = (status: number, deliverables: EngineerWorkOrderDetails['deliverables'], progress = {}) => makeAssignedDetails(status, { ...checkedOut, ...progress }, { deliverables });

describe('MyWorkDetailsPage: deliverables', { timeout: 30_000 }, () => {
  it('uploads a deliverable with progress, marks it delivered, then hands them in', async () => {
    const api = serveWorkOrder(inStatus(4, [photos, receiptCopy]));
    // The upload waits until the test has seen its progress.
    let release = () => {};
    const uploads: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.patch(apiUrl(ENGINEER_ASSIGNMENT_ENDPOINTS.ADD_DELIVERABLE), async ({ request }) => {
        const fields = Object.fromEntries(await request.formData());
        if (fields.submit) return HttpResponse.json({ message: 'Upload every required deliverable first: Photos.' }, { status: 409 });
        uploads.push(fields);
        await new Promise<void>((resolve) => (release = resolve));
        api.setOrder(inStatus(4, [delivered, receiptCopy]));
        return HttpResponse.json({ message: 'Deliverable uploaded.', data: { assignment_id: 7, status: 4, event: null, deliverables: [delivered, receiptCopy] } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);

    const card = await screen.findByRole('region', { name: 'Your deliverables' });
    expect(within(card).getByText('Still needed before you can hand them in: Photos.')).toBeInTheDocument();
    const row = within(card).getByRole('listitem', { name: 'Photos' });
    expect(within(row).getByText('Required')).toBeInTheDocument();
    expect(within(row).getByText('Not delivered')).toBeInTheDocument();
    expect(within(within(card).getByRole('listitem', { name: 'Receipt copy' })).getByText('Optional')).toBeInTheDocument();

    // Handing in too early: the API refuses and names what is missing; the order stays.
    await user.click(screen.getByRole('button', { name: 'Hand in deliverables' }));
    expect(screen.getByRole('dialog', { name: 'Hand in the deliverables?' })).toHaveTextContent('Still missing: Photos.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hand in deliverables' }));
    expect(await screen.findByText('Upload every required deliverable first: Photos.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Go back' }));

    await user.upload(within(row).getByLabelText('Choose a file for Photos'), new File(['%PDF-1.4 test'], 'photos.pdf', { type: 'application/pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload the file for “Photos”?' });
    expect(uploads).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress for Photos' })).toBeInTheDocument();
    expect(within(dialog).getByText('Uploading… 0%')).toBeInTheDocument();
    release();
    expect(await screen.findByText('photos.pdf uploaded for “Photos”.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ assignment_id: '7', deliverable_id: '1' });
    // jsdom's multipart drops the file name on the way to msw; the type survives.
    expect((uploads[0].file as File).type).toBe('application/pdf');
    const deliveredRow = await within(card).findByText('Delivered');
    expect(deliveredRow.closest('li')).toHaveAccessibleName('Photos');
    expect(await within(card).findByRole('button', { name: 'Download photos.pdf' })).toBeInTheDocument();
    expect(within(card).getByText('Every required deliverable is uploaded. Hand them in when you are done.')).toBeInTheDocument();
  });

  it('hands the deliverables in as multipart submit=true and moves on', async () => {
    const api = serveWorkOrder(inStatus(4, [delivered]));
    const bodies = api.answerStep(ENGINEER_ASSIGNMENT_ENDPOINTS.ADD_DELIVERABLE, 'Deliverables handed in.', inStatus(5, [delivered]));
    const user = userEvent.setup();
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    await user.click(await screen.findByRole('button', { name: 'Hand in deliverables' }));
    expect(bodies).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog', { name: 'Hand in the deliverables?' })).getByRole('button', { name: 'Hand in deliverables' }));
    expect(await screen.findByText('Deliverables handed in.')).toBeInTheDocument();
    expect(bodies).toEqual([{ assignment_id: '7', submit: 'true' }]);
    expect(await screen.findByText('Pending Completion', { selector: '.MuiChip-label' })).toBeInTheDocument();
    // Handed in: the files stay listed, no more uploads.
    expect(await screen.findByRole('button', { name: 'Download photos.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace file' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete work order' })).toBeInTheDocument();
  });
});

describe('MyWorkDetailsPage: after the work', { timeout: 30_000 }, () => {
  it('shows the company’s correction note on an order sent back', async () => {
    serveWorkOrder(inStatus(4, [delivered], { correction_note: 'The photos are blurry; please retake them.' }));
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    const note = (await screen.findByText('Acme Field Services sent the work back for correction')).closest('[role="alert"]');
    expect(note).toHaveTextContent('The photos are blurry; please retake them.');
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
  });

  it('shows when payment is due once approved, and the amount once paid', async () => {
    const approved = { completed_at: '2030-05-05T15:00:00.000Z', approved_at: '2030-05-06T15:00:00.000Z', payment_due_at: '2030-06-05T15:00:00.000Z' };
    const api = serveWorkOrder(inStatus(7, [delivered], approved));
    const { unmount } = renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    const work = await screen.findByRole('region', { name: 'Your work' });
    expect(within(work).getByText('By 06/05/2030')).toBeInTheDocument();
    expect(within(work).getByText('$300.00 fixed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /complete|check|hand in/i })).not.toBeInTheDocument();
    unmount();

    const payment = { total_amount: 342.5, labor_amount: 300, expenses_amount: 42.5, hours_worked: 2.5, gateway: 'recorded', reference: 'pay-1', paid_at: '2030-05-20T15:00:00.000Z' };
    api.setOrder(inStatus(8, [delivered], { ...approved, paid_at: payment.paid_at, payment }));
    renderWithProviders(<MyWorkDetailsPage id={7} />, providers);
    expect(await screen.findByText('Paid', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const paid = screen.getByRole('region', { name: 'Your work' });
    expect(within(paid).getByText('$342.50 on 05/20/2030 ($300.00 pay + $42.50 approved expenses)')).toBeInTheDocument();
    expect(within(paid).queryByText('By 06/05/2030')).not.toBeInTheDocument();
  });
});
