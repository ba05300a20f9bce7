'use client';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import TableHeaderRow from '@/components/ui/TableHeaderRow';
import { WORK_ORDER_IMPORT_COLUMNS, WORK_ORDER_IMPORT_LIMITS, type ImportRowError, type WorkOrderImportResult } from '@/contracts/workOrderImport';
import type { ApiError } from '@/store/api/baseApi';
import { useImportWorkOrdersMutation } from '@/store/api/workOrderImportApi';
import { downloadTemplate, readPreview, toRowErrors, type ImportPreview } from './importFile';

type Chosen = { file: File; preview: ImportPreview; /** One per chosen file: a retried import of it never creates twice. */ key: string };
type Outcome = { severity: 'success' | 'error'; message: string; errors: ImportRowError[] };

const PREVIEW_COLUMNS = ['title', 'category', 'city', 'state', 'start_date', 'start_time', 'payment_type'];

/**
 * "Import CSV" of the Work Orders page: the template and its columns, a chosen file's preview
 * (read in the browser), "Check" (a dry run that lists each row's errors) and "Import" (every row
 * or none). A failure keeps the chosen file, so a fixed file is one choice away.
 */
export default function ImportWorkOrdersDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  const [importWorkOrders] = useImportWorkOrdersMutation();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setIsReading(true);
    setOutcome(null);
    try {
      setChosen({ file, preview: await readPreview(file), key: crypto.randomUUID() });
    } catch {
      setChosen({ file, preview: { columns: [], rows: [], count: 0, problem: 'The file could not be read; choose it again.' }, key: crypto.randomUUID() });
    } finally {
      setIsReading(false);
    }
  };

  const send = async (dryRun: boolean) => {
    if (!chosen) return;
    setRunning(dryRun ? 'check' : 'import');
    try {
      const { message, data } = await importWorkOrders({ file: chosen.file, dryRun, idempotencyKey: dryRun ? undefined : chosen.key }).unwrap();
      if (dryRun) setOutcome(checkOutcome(message, data));
      else {
        toast.success(message);
        close();
      }
    } catch (error) {
      const failure = error as ApiError;
      setOutcome({ severity: 'error', message: failure.message, errors: toRowErrors(failure.errors ?? []) });
    } finally {
      setRunning(null);
    }
  };

  const close = () => {
    setChosen(null);
    setOutcome(null);
    onClose();
  };

  const isBusy = running !== null || isReading;
  const canSend = Boolean(chosen && !chosen.preview.problem) && !isBusy;
  return (
    <Dialog open={isOpen} onClose={isBusy ? undefined : close} maxWidth="md" fullWidth scroll="paper" aria-labelledby="import-work-orders-title">
      <DialogTitle id="import-work-orders-title">Import work orders from CSV</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          One work order per row, at most {WORK_ORDER_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows and {WORK_ORDER_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB per file.
          Start from the template; names (category, skills, places, payment terms) are written as the lists show them. Every row is checked as the
          posting form checks it, and an import creates all rows or none.
        </DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <Button variant="outlined" onClick={downloadTemplate}>
            Download template CSV
          </Button>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={isBusy}>
            {chosen ? 'Choose another file' : 'Choose CSV file'}
          </Button>
          <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={choose} data-testid="import-file-input" aria-label="CSV file" />
        </Stack>
        <ColumnHelp />
        {isReading && <CircularProgress size={24} aria-label="Reading the file" sx={{ mt: 2 }} />}
        {chosen && <FilePreview chosen={chosen} />}
        {outcome && <OutcomeReport outcome={outcome} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={isBusy} color="inherit">
          Cancel
        </Button>
        <Button onClick={() => send(true)} disabled={!canSend} variant="outlined" startIcon={running === 'check' ? <CircularProgress size={16} /> : undefined}>
          Check
        </Button>
        <Button onClick={() => send(false)} disabled={!canSend} variant="contained" startIcon={running === 'import' ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Import{chosen && !chosen.preview.problem ? ` ${chosen.preview.count.toLocaleString('en-US')}` : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function checkOutcome(message: string, data: WorkOrderImportResult): Outcome {
  return { severity: data.errors.length ? 'error' : 'success', message: data.errors.length ? `${message} Fix the rows below, then choose the file again.` : message, errors: data.errors };
}

/** Every column of the file with its meaning and an example (the template's row). */
function ColumnHelp() {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2" component="h3">Columns of the file</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <TableContainer>
          <Table size="small" aria-label="Columns of the file">
            <TableHeaderRow headers={['Column', 'Meaning', 'Example']} />
            <TableBody>
              {WORK_ORDER_IMPORT_COLUMNS.map((column) => (
                <TableRow key={column.key}>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {column.key}
                    {'required' in column && column.required ? ' *' : ''}
                  </TableCell>
                  <TableCell>{column.meaning}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{column.example || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Typography variant="caption" color="text.secondary">
          * required on every row
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

function FilePreview({ chosen: { file, preview } }: { chosen: Chosen }) {
  const shown = PREVIEW_COLUMNS.filter((column) => preview.columns.includes(column));
  const columns = shown.length ? shown : preview.columns.slice(0, 7);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="p">
        {file.name}: {preview.count.toLocaleString('en-US')} work order{preview.count === 1 ? '' : 's'}
        {preview.count > preview.rows.length ? ` (the first ${preview.rows.length} shown)` : ''}
      </Typography>
      {preview.problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {preview.problem}
        </Alert>
      )}
      {preview.rows.length > 0 && (
        <TableContainer sx={{ mt: 1, overflowX: 'auto' }}>
          <Table size="small" aria-label="Preview of the file">
            <TableHeaderRow headers={['Row', ...columns]} />
            <TableBody>
              {preview.rows.map((row, index) => (
                <TableRow key={index}>
                  <TableCell>{index + 2}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column}>{row[column] ?? ''}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function OutcomeReport({ outcome }: { outcome: Outcome }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
        {outcome.message}
      </Alert>
      {outcome.errors.length > 0 && (
        <TableContainer sx={{ mt: 1, maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label="Row errors">
            <TableHeaderRow headers={['Row', 'Column', 'Problem']} />
            <TableBody>
              {outcome.errors.map((error, index) => (
                <TableRow key={`${error.path}-${index}`}>
                  <TableCell>{error.row || '—'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{error.column || '—'}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
