import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { callApi, callForm, createTestEngineer, type TestApp } from '../../test/helpers';
import {
  createEngineerTestApp,
  download,
  fileOf,
  pdfBytes,
  pngBytes,
  TEST_UPLOAD_MAX_BYTES,
  type createTestStorage,
} from '../../test/support/engineer-profile';

let app: TestApp;
let db: Database;
let storage: ReturnType<typeof createTestStorage>;

beforeAll(async () => {
  ({ app, db, storage } = await createEngineerTestApp());
});

const PICTURE = '/engineers/upload-engineer-profile-picture';
const DOCUMENTS = '/engineers/get-user-documents';

describe('profile picture', () => {
  it('stores a picture publicly, replaces and deletes the old one, and removes it', async () => {
    const erin = await createTestEngineer(db);
    const first = await callForm(app, 'POST', PICTURE, { file: fileOf(pngBytes(), 'me.png', 'image/png') }, erin.token);
    expect(first.status).toBe(200);
    const firstUrl: string = first.body.data.profile_picture;
    expect(firstUrl).toMatch(/^\/api\/v1\/files\/[a-f0-9-]+\.png$/);
    expect((await app.request(firstUrl)).status).toBe(200);
    expect((await callApi(app, 'GET', '/me', { token: erin.token })).body.data.profile_picture).toBe(firstUrl);

    const second = await callForm(app, 'POST', PICTURE, { file: fileOf(pngBytes(), 'new.png', 'image/png') }, erin.token);
    const secondUrl: string = second.body.data.profile_picture;
    expect(secondUrl).not.toBe(firstUrl);
    expect(storage.keys()).not.toContain(firstUrl.split('/').pop());
    expect((await app.request(firstUrl)).status).toBe(404);

    const removed = await callApi(app, 'PATCH', '/engineers/remove-engineer-profile-picture', { token: erin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ profile_picture: null });
    expect(storage.keys()).not.toContain(secondUrl.split('/').pop());
    expect((await callApi(app, 'GET', '/engineers/basicInfo', { token: erin.token })).body.data.profile_picture).toBeNull();
  });

  it('refuses a non-image (415), a file over the limit (413) and a missing file (400)', async () => {
    const erin = await createTestEngineer(db);
    const pdf = await callForm(app, 'POST', PICTURE, { file: fileOf(pdfBytes(), 'me.png', 'image/png') }, erin.token);
    expect(pdf.status).toBe(415);
    expect(pdf.body.errors[0]).toEqual({ path: 'file', message: 'Upload a PNG, JPEG or WebP image.' });

    const big = new Uint8Array(TEST_UPLOAD_MAX_BYTES + 1);
    big.set(pngBytes());
    const tooLarge = await callForm(app, 'POST', PICTURE, { file: fileOf(big, 'big.png', 'image/png') }, erin.token);
    expect(tooLarge.status).toBe(413);

    const missing = await callForm(app, 'POST', PICTURE, { picture: 'nothing' }, erin.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'file', message: 'Choose a file to upload' }]);

    const json = await callApi(app, 'POST', PICTURE, { token: erin.token, body: { file: 'x' } });
    expect(json.status).toBe(415);
  });
});

describe('engineer documents', () => {
  it('uploads, lists, downloads and deletes the engineer’s own documents', async () => {
    const erin = await createTestEngineer(db);
    const uploaded = await callForm(app, 'POST', DOCUMENTS, { file: fileOf(pdfBytes(), 'insurance.pdf'), document_type_id: '4' }, erin.token);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data).toEqual({
      id: expect.any(Number),
      document_type_id: 4,
      document_type: 'Certificate of Insurance',
      file_name: 'insurance.pdf',
      mime_type: 'application/pdf',
      size_bytes: pdfBytes().byteLength,
      uploaded_at: expect.stringMatching(/^\d{4}-/),
    });
    const { id } = uploaded.body.data;

    const list = await callApi(app, 'GET', DOCUMENTS, { token: erin.token });
    expect(list.body.data).toEqual([uploaded.body.data]);

    const file = await download(app, `/engineers/user-document?id=${id}`, erin.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="insurance.pdf"');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes());

    const deleted = await callApi(app, 'DELETE', '/engineers/delete-document', { token: erin.token, body: { id } });
    expect(deleted.status).toBe(200);
    expect((await callApi(app, 'GET', DOCUMENTS, { token: erin.token })).body.data).toEqual([]);
    expect((await download(app, `/engineers/user-document?id=${id}`, erin.token)).status).toBe(404);
  });

  it('names a download after the type its content was checked as, not the name it came with', async () => {
    const erin = await createTestEngineer(db);
    // A PNG that is also HTML: served as image/png, it must not be saved as .html.
    const polyglot = Uint8Array.from([...pngBytes(), ...new TextEncoder().encode('<html><script>alert(1)</script></html>')]);
    const uploaded = await callForm(app, 'POST', DOCUMENTS, { file: fileOf(polyglot, 'invoice.html', 'text/html'), document_type_id: '1' }, erin.token);
    expect(uploaded.body.data).toMatchObject({ file_name: 'invoice.png', mime_type: 'image/png' });
    const file = await download(app, `/engineers/user-document?id=${uploaded.body.data.id}`, erin.token);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="invoice.png"');

    // A file stored before names were corrected downloads under the corrected name too.
    await db.update(storedFiles).set({ originalName: 'report.html' }).where(eq(storedFiles.originalName, 'invoice.png'));
    const older = await download(app, `/engineers/user-document?id=${uploaded.body.data.id}`, erin.token);
    expect(older.headers.get('content-disposition')).toBe('attachment; filename="report.png"');
  });

  it('saves a download under its name as it reads: spaces as spaces, other letters through filename*', async () => {
    const erin = await createTestEngineer(db);
    const uploaded = await callForm(app, 'POST', DOCUMENTS, { file: fileOf(pdfBytes(), 'site report.pdf'), document_type_id: '1' }, erin.token);
    const path = `/engineers/user-document?id=${uploaded.body.data.id}`;
    expect((await download(app, path, erin.token)).headers.get('content-disposition')).toBe('attachment; filename="site report.pdf"');

    await db.update(storedFiles).set({ originalName: 'résumé.pdf' }).where(eq(storedFiles.originalName, 'site report.pdf'));
    expect((await download(app, path, erin.token)).headers.get('content-disposition')).toBe(`attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`);
  });

  it('hides one engineer’s documents from another (404)', async () => {
    const erin = await createTestEngineer(db);
    const frank = await createTestEngineer(db, { first_name: 'Frank' });
    const uploaded = await callForm(app, 'POST', DOCUMENTS, { file: fileOf(pdfBytes(), 'id.pdf'), document_type_id: '1' }, erin.token);
    const { id } = uploaded.body.data;

    expect((await download(app, `/engineers/user-document?id=${id}`, frank.token)).status).toBe(404);
    const theirs = await callApi(app, 'DELETE', '/engineers/delete-document', { token: frank.token, body: { id } });
    expect(theirs.status).toBe(404);
    expect((await callApi(app, 'GET', DOCUMENTS, { token: frank.token })).body.data).toEqual([]);
    expect((await download(app, `/engineers/user-document?id=${id}`, erin.token)).status).toBe(200);
  });

  it('refuses an unknown document type (400), a wrong file type (415) and a file over the limit (413)', async () => {
    const erin = await createTestEngineer(db);
    const unknownType = await callForm(app, 'POST', DOCUMENTS, { file: fileOf(pdfBytes(), 'a.pdf'), document_type_id: '999' }, erin.token);
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.errors).toEqual([{ path: 'document_type_id', message: 'Choose a document type from the list' }]);

    const noType = await callForm(app, 'POST', DOCUMENTS, { file: fileOf(pdfBytes(), 'a.pdf') }, erin.token);
    expect(noType.status).toBe(400);
    expect(noType.body.errors).toEqual([{ path: 'document_type_id', message: 'Choose the document type' }]);

    const text = await callForm(app, 'POST', DOCUMENTS, { file: fileOf(new TextEncoder().encode('plain words'), 'a.pdf'), document_type_id: '1' }, erin.token);
    expect(text.status).toBe(415);

    const big = new Uint8Array(TEST_UPLOAD_MAX_BYTES + 10);
    big.set(pdfBytes());
    const tooLarge = await callForm(app, 'POST', DOCUMENTS, { file: fileOf(big, 'big.pdf'), document_type_id: '1' }, erin.token);
    expect(tooLarge.status).toBe(413);
    expect((await callApi(app, 'GET', DOCUMENTS, { token: erin.token })).body.data).toEqual([]);
  });
});
