'use client';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import FormSection from '@/components/ui/FormSection';
import { formatFileSize } from '@/lib/formatters';
import type { FileInfo } from '@/contracts/assignment';
import { useDownloadWorkOrderDocumentMutation } from '@/store/api/workOrdersApi';
import { saveObjectUrl } from '@/lib/saveBlob';

/** The order's documents; each downloads through the API with the user's token. */
export default function DocumentsCard({ documents }: { documents: FileInfo[] }) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [downloadDocument] = useDownloadWorkOrderDocumentMutation();

  const download = async (file: FileInfo) => {
    setBusyId(file.id);
    try {
      saveObjectUrl(await downloadDocument(file.id).unwrap(), file.name);
    } catch {
      // the API client has shown why
    } finally {
      setBusyId(null);
    }
  };

  return (
    <FormSection title="Documents">
      {documents.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No documents attached.
        </Typography>
      ) : (
        <List dense aria-label="Documents">
          {documents.map((file) => (
            <ListItem
              key={file.id}
              divider
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => download(file)}
                  disabled={busyId !== null}
                  startIcon={busyId === file.id ? <CircularProgress size={16} /> : <DownloadOutlined />}
                  aria-label={`Download ${file.name}`}
                >
                  Download
                </Button>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlined />
              </ListItemIcon>
              <ListItemText primary={file.name} secondary={formatFileSize(file.size_bytes)} sx={{ pr: 12 }} />
            </ListItem>
          ))}
        </List>
      )}
    </FormSection>
  );
}
