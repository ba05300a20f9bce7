'use client';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import FormSection from '@/components/ui/FormSection';
import { formatDateTime, formatFileSize } from '@/lib/formatters';
import type { AssignmentDetails } from '@/contracts/assignment';
import { useDownloadDeliverableFileMutation } from '@/store/api/companyLifecycleApi';
import { saveObjectUrl } from '@/lib/saveBlob';
import SignOffPreview from './SignOffPreview';

type Deliverable = AssignmentDetails['deliverables'][number];

/** What the engineer must hand in, and what has been handed in; each delivered file downloads with the user's token. */
export default function DeliverablesCard({ order }: { order: AssignmentDetails }) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [downloadFile] = useDownloadDeliverableFileMutation();
  const zone = order.scheduling.timezone;

  const download = async (deliverable: Deliverable) => {
    if (!deliverable.file) return;
    setBusyId(deliverable.id);
    try {
      saveObjectUrl(await downloadFile(deliverable.id).unwrap(), deliverable.file.name);
    } catch {
      // the API client has shown why
    } finally {
      setBusyId(null);
    }
  };

  return (
    <FormSection title="Deliverables">
      {order.deliverables.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No deliverables asked for.
        </Typography>
      ) : (
        <List dense aria-label="Deliverables">
          {order.deliverables.map((deliverable) => (
            <ListItem key={deliverable.id} divider aria-label={deliverable.name} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {deliverable.file ? <CheckCircleOutlined color="success" /> : <RadioButtonUncheckedOutlined color="disabled" />}
              </ListItemIcon>
              <ListItemText
                sx={{ flex: '1 1 160px', minWidth: 0 }}
                primary={deliverable.name}
                secondary={[
                  deliverable.document_type_name,
                  deliverable.file ? `${deliverable.file.name} (${formatFileSize(deliverable.file.size_bytes)})` : null,
                  deliverable.delivered_at ? `delivered ${formatDateTime(deliverable.delivered_at, zone)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {deliverable.is_required ? <Chip size="small" label="Required" /> : <Chip size="small" variant="outlined" label="Optional" />}
                {deliverable.file ? <Chip size="small" color="success" label="Delivered" /> : <Chip size="small" variant="outlined" label="Not delivered" />}
                {deliverable.file && (
                  <Button
                    size="small"
                    onClick={() => download(deliverable)}
                    disabled={busyId !== null}
                    startIcon={busyId === deliverable.id ? <CircularProgress size={16} /> : <DownloadOutlined />}
                    aria-label={`Download ${deliverable.file.name}`}
                  >
                    Download
                  </Button>
                )}
              </Box>
              {deliverable.file && deliverable.sign_off && <SignOffPreview deliverableId={deliverable.id} signOff={deliverable.sign_off} timezone={zone} />}
            </ListItem>
          ))}
        </List>
      )}
    </FormSection>
  );
}
