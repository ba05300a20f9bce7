import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { IMPORT_ENDPOINTS } from '@/constants';
import { WORK_ORDER_IMPORT_COLUMNS, workOrderImportTemplate } from '@/contracts/workOrderImport';
import ImportWorkOrdersDialog from './ImportWorkOrdersDialog';

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

type Sent = { dryRun: string | null; key: string | null; text: string };

/** Answers the import path with `answer` (by dry run) and records what each request sent. */
function answerImport(answer: (dryRun: boolean) => Response) {
  const sent: Sent[] = [];
  server.use(
    http.post(apiUrl(IMPORT_ENDPOINTS.WORK_ORDERS), async ({ request }) => {
      const url = new URL(request.url);
      const form = await request.formData();
      sent.push({ dryRun: url.searchParams.get('dry_run'), key: request.headers.get('Idempotency-Key'), text: await (form.get('file') as File).text() });
      return answer(url.searchParams.get('dry_run') === 'true');
    }),
  );
  return sent;
}

const header = WORK_ORDER_IMPORT_COLUMNS.map((column) => column.key).join(',');
const csvOf = (titles: string[]) => new File([[header, ...titles.map((title) => `${title},Networking,Run cable,,,On site,1 Main St,,US,TX,Austin,,,2030-01-15,09:00,,,America/Chicago,Fixed,,,100,,,30 days,`)].join('\n')], 'orders.csv', { type: 'text/csv' });

const renderDialog = () => renderWithProviders(<ImportWorkOrdersDialog isOpen onClose={() => undefined} />, { session: makeSession('company'), preloadedState: signedInState('company') });

describe('ImportWorkOrdersDialog', () => {
  it('lists every column of the template in its help table', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Columns of the file' }));
    const table = screen.getByRole('table', { name: 'Columns of the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(WORK_ORDER_IMPORT_COLUMNS.length + 1);
    expect(workOrderImportTemplate().split('\r\n')[0]).toBe(header);
  });

  it('previews the chosen file, checks it and shows each row error, keeping the file', async () => {
    const sent = answerImport(() =>
      HttpResponse.json({
        message: '1 of 2 rows are ready to import.',
        data: { dry_run: true, total_rows: 2, valid_rows: 1, created: 0, errors: [{ row: 3, column: 'city', path: 'rows.3.city', message: 'Unknown city "Atlantis" in TX, US' }] },
      }),
    );
    renderDialog();
    await userEvent.upload(screen.getByTestId('import-file-input'), csvOf(['Cable run A', 'Cable run B']));

    const preview = await screen.findByRole('table', { name: 'Preview of the file' });
    expect(within(preview).getByText('Cable run B')).toBeInTheDocument();
    expect(screen.getByText(/orders\.csv: 2 work orders/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const errors = await screen.findByRole('table', { name: 'Row errors' });
    const cells = within(within(errors).getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['3', 'city', 'Unknown city "Atlantis" in TX, US']);
    expect(screen.getByRole('alert')).toHaveTextContent('1 of 2 rows are ready to import.');
    expect(sent).toEqual([{ dryRun: 'true', key: null, text: expect.stringContaining('Cable run B,Networking') }]);
    // The file stays chosen.
    expect(screen.getByRole('table', { name: 'Preview of the file' })).toBeInTheDocument();
  });

  it('shows the row errors of a refused import, and sends a retry with the same key', async () => {
    const sent = answerImport(() =>
      HttpResponse.json(
        { message: '1 row has errors; nothing was imported. Fix them and import the file again.', code: 'validation_failed', errors: [{ path: 'rows.2.start_date', row: 2, column: 'start_date', message: 'The start must be in the future' }] },
        { status: 400 },
      ),
    );
    renderDialog();
    await userEvent.upload(screen.getByTestId('import-file-input'), csvOf(['Cable run A']));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1' }));
    const errors = await screen.findByRole('table', { name: 'Row errors' });
    expect(within(errors).getByText('The start must be in the future')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('nothing was imported');

    await userEvent.click(screen.getByRole('button', { name: 'Import 1' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).toBe(sent[0].key);
  });

  it('refuses a file with no rows before sending it', async () => {
    answerImport(() => HttpResponse.json({}, { status: 500 }));
    renderDialog();
    await userEvent.upload(screen.getByTestId('import-file-input'), new File([header], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/no work orders under its header row/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
  });
});
