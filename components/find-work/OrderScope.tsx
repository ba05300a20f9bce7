'use client';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
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
import { formatFileSize } from '@/lib/formatters';
import { saveObjectUrl } from '@/lib/saveBlob';
import type { FileInfo } from '@/contracts/assignment';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import InfoCard from '@/components/ui/InfoCard';
import { useDownloadAssignmentDocumentMutation } from '@/store/api/engineerWorkApi';

function Documents({ documents, canDownload }: { documents: FileInfo[]; canDownload: boolean }) {
  const [downloadDocument, { isLoading, originalArgs }] = useDownloadAssignmentDocumentMutation();
  const downloadingId = isLoading ? originalArgs : null;
  const download = async (file: FileInfo) => {
    try {
      saveObjectUrl(await downloadDocument(file.id).unwrap(), file.name);
    } catch {
      // Shown by the API client.
    }
  };
  if (documents.length === 0) return <Typography variant="body2" color="text.secondary">No documents.</Typography>;
  return (
    <>
      {!canDownload && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Apply to download the documents.
        </Typography>
      )}
      <List dense disablePadding>
        {documents.map((file) => (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              canDownload && (
                <Button
                  size="small"
                  startIcon={downloadingId === file.id ? <CircularProgress size={14} /> : <FileDownloadOutlined />}
                  disabled={downloadingId === file.id}
                  onClick={() => void download(file)}
                  aria-label={`Download ${file.name}`}
                >
                  Download
                </Button>
              )
            }
          >
            <ListItemText primary={file.name} secondary={formatFileSize(file.size_bytes)} sx={{ pr: 14, overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The work itself: description, skills, what to deliver and the documents. */
export default function OrderScope({ details }: { details: EngineerAssignmentDetails }) {
  const { basic_info: basics, deliverables } = details;
  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <InfoCard title="Description">
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {basics.description}
        </Typography>
        {(basics.category_name || basics.job_title_name) && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {[basics.category_name && `Category: ${basics.category_name}`, basics.job_title_name && `Job title: ${basics.job_title_name}`].filter(Boolean).join(' · ')}
          </Typography>
        )}
        {basics.skills.length > 0 && (
          <Box role="group" aria-label="Skills needed" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {basics.skills.map((skill) => (
              <Chip key={skill.id} size="small" variant="outlined" label={skill.name} />
            ))}
          </Box>
        )}
      </InfoCard>
      <InfoCard title="Deliverables">
        {deliverables.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing to hand in.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Deliverables">
            {/* Required and delivered are two marks: the check only once a file is handed in. */}
            {deliverables.map((deliverable) => (
              <ListItem key={deliverable.id} disableGutters aria-label={deliverable.name} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {deliverable.file ? (
                    <CheckCircleOutlined fontSize="small" color="success" titleAccess="Delivered" />
                  ) : (
                    <RadioButtonUncheckedOutlined fontSize="small" color="disabled" titleAccess="Not delivered yet" />
                  )}
                </ListItemIcon>
                <ListItemText
                  sx={{ flex: '1 1 160px', minWidth: 0 }}
                  primary={deliverable.name}
                  secondary={[deliverable.document_type_name, deliverable.file && `Delivered: ${deliverable.file.name}`].filter(Boolean).join(' · ') || null}
                />
                <Chip size="small" variant={deliverable.is_required ? 'filled' : 'outlined'} label={deliverable.is_required ? 'Required' : 'Optional'} />
              </ListItem>
            ))}
          </List>
        )}
      </InfoCard>
      <InfoCard title="Documents">
        <Documents documents={details.documents} canDownload={details.can_download_documents} />
      </InfoCard>
    </Box>
  );
}
