'use client';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import dayjs from 'dayjs';
import { saveObjectUrl } from '@/lib/saveBlob';
import { useExportWorkOrdersMutation, type WorkOrderExportParams } from '@/store/api/exportsApi';

type ExportWorkOrdersButtonProps = { filters: WorkOrderExportParams };

/** Saves every work order the list's filters and search select (all pages) as a CSV file. */
export default function ExportWorkOrdersButton({ filters }: ExportWorkOrdersButtonProps) {
  const [exportWorkOrders, { isLoading }] = useExportWorkOrdersMutation();

  const save = async () => {
    try {
      saveObjectUrl(await exportWorkOrders(filters).unwrap(), `work-orders-${dayjs().format('YYYY-MM-DD')}.csv`);
    } catch {
      // the API client has shown why
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void save()}
      disabled={isLoading}
      startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : <Download />}
    >
      {isLoading ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
