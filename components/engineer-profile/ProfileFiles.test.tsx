import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_PROFILE_ENDPOINTS } from '@/constants';
import type { UserDocument } from '@/contracts/engineerProfile';
import DocumentsSection from './DocumentsSection';
import ProfilePictureSection from './ProfilePictureSection';
import type * as PrepareImageModule from '@/lib/images/prepareImageForUpload';
import { fieldErrors, profileListHandlers } from '@/components/test/engineerProfileFixtures';

// jsdom has no canvas: the crop returns a known square file instead.
vi.mock('./squareCrop', () => ({
  cropToSquare: vi.fn(async (file: File) => new File(['square'], file.name.replace(/\.[^.]+$/, '.png'), { type: 'image/png' })),
}));
// Nor can it decode a picture to prepare it: the square goes as it is (lib/images tests the preparing).
vi.mock('@/lib/images/prepareImageForUpload', async (importOriginal) => ({
  ...(await importOriginal<typeof PrepareImageModule>()),
  prepareImageForUpload: vi.fn(async (file: File) => ({ file, originalBytes: file.size, preparedBytes: file.size })),
}));

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  server.use(...profileListHandlers);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };
const ok = (data: unknown) => HttpResponse.json({ message: 'OK', data });

const insurance: UserDocument = {
  id: 4,
  document_type_id: 3,
  document_type: 'Certificate of Insurance',
  file_name: 'insurance.pdf',
  mime_type: 'application/pdf',
  size_bytes: 2048,
  uploaded_at: '2026-03-02T15:00:00.000Z',
};

describe('DocumentsSection', { timeout: 20_000 }, () => {
  it('uploads a file with its type and lists it', async () => {
    let sent: FormData | null = null;
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENTS), () => ok([])),
      http.post(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENTS), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'Uploaded', data: { ...insurance, id: 5, document_type: "Driver's License", document_type_id: 2, file_name: 'licence.pdf' } }, { status: 201 });
      }),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DocumentsSection onChange={onChange} />, providers);
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    // One level below the section's heading (h2), none skipped.
    expect(screen.getByRole('heading', { name: 'Upload a document' })).toHaveProperty('tagName', 'H3');
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('Choose the document type')).toBeInTheDocument();
    expect(screen.getByText('Choose a file to upload')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: "Driver's License" }));
    await user.upload(screen.getByLabelText('Choose a document file'), new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(/licence\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('licence.pdf has been uploaded.')).toBeInTheDocument();
    expect(sent!.get('document_type_id')).toBe('2');
    // jsdom's multipart encoder drops file names; the bytes are what the API checks.
    expect(await (sent!.get('file') as File).text()).toBe('%PDF-1.4');
    expect(screen.getByText("Driver's License")).toBeInTheDocument();
    expect(onChange).toHaveBeenCalled();
  });

  it("shows the API's field error and keeps the chosen file", async () => {
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENTS), () => ok([])),
      http.post(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENTS), () => fieldErrors([{ path: 'document_type_id', message: 'Choose a document type from the list' }])),
    );
    const user = userEvent.setup();
    renderWithProviders(<DocumentsSection onChange={vi.fn()} />, providers);
    await user.click(await screen.findByRole('combobox', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Government-issued ID' }));
    await user.upload(screen.getByLabelText('Choose a document file'), new File(['x'], 'id.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('Choose a document type from the list')).toBeInTheDocument();
    expect(screen.getByText(/id\.png/)).toBeInTheDocument();
  });

  it('deletes a document only after confirming', async () => {
    const deleted: unknown[] = [];
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENTS), () => ok([insurance])),
      http.delete(apiUrl(ENGINEER_PROFILE_ENDPOINTS.DELETE_DOCUMENT), async ({ request }) => {
        deleted.push(await request.json());
        return ok(null);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DocumentsSection onChange={vi.fn()} />, providers);
    expect(await screen.findByText(/insurance\.pdf · 2\.0 KB · uploaded 03\/02\/2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete insurance.pdf' }));
    expect(deleted).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText('insurance.pdf has been deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([{ id: 4 }]);
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
  });
});

describe('ProfilePictureSection', { timeout: 20_000 }, () => {
  it('crops the chosen picture, uploads it and shows the new one', async () => {
    let sent: File | null = null;
    server.use(
      http.post(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPLOAD_PROFILE_PICTURE), async ({ request }) => {
        sent = (await request.formData()).get('file') as File;
        return ok({ profile_picture: '/api/v1/files/new.png' });
      }),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePictureSection name="Erin Diaz" picture={null} onChange={onChange} />, providers);
    await user.upload(await screen.findByLabelText('Choose a profile picture'), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Preview of the square picture' })).toBeInTheDocument();
    expect(screen.getByText('4 B → 6 B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('Your profile picture has been updated.')).toBeInTheDocument();
    // The cropped square is sent, not the original.
    expect(await sent!.text()).toBe('square');
    expect(onChange).toHaveBeenCalledWith('/api/v1/files/new.png');
  });

  it('removes the picture after confirming', async () => {
    let removed = 0;
    server.use(
      http.patch(apiUrl(ENGINEER_PROFILE_ENDPOINTS.REMOVE_PROFILE_PICTURE), () => {
        removed += 1;
        return ok({ profile_picture: null });
      }),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePictureSection name="Erin Diaz" picture="/api/v1/files/old.png" onChange={onChange} />, providers);
    await user.click(await screen.findByRole('button', { name: 'Remove picture' }));
    expect(removed).toBe(0);
    await user.click(screen.getAllByRole('button', { name: 'Remove picture' }).at(-1)!);
    expect(await screen.findByText('Your profile picture has been removed.')).toBeInTheDocument();
    expect(removed).toBe(1);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });
});
