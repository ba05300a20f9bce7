'use client';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { saveObjectUrl } from '@/lib/saveBlob';
import { DOCUMENT_ACCEPT } from '@/components/ui/DocumentsSection';
import { describePreparedSize } from '@/lib/images/prepareImageForUpload';
import { usePreparedImage } from '@/lib/images/usePreparedImage';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import UploadProgress from '@/components/ui/UploadProgress';
import type { AssignmentDetails } from '@/contracts/assignment';
import { useRunOrQueue } from '@/components/offline/useRunOrQueue';
import { useDownloadMyDeliverableFileMutation, useUploadDeliverableMutation } from '@/store/api/engineerWorkApi';
import { onSiteRequests } from '@/store/api/onSiteRequests';

type Deliverable = AssignmentDetails['deliverables'][number];
type DeliverableRowProps = { assignmentId: number; item: Deliverable; canUpload: boolean };

/** One deliverable of the order: whether it is required, whether it is delivered, its file, and an upload while allowed. */
export default function DeliverableRow({ assignmentId, item, canUpload }: DeliverableRowProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // The chosen file waits for the confirmation (which keeps its words while it closes); the progress shows in it while the file is sent.
  // A photo is made lighter first; its GPS position stays, as evidence of where the work was done.
  const { prepared, isPreparing, prepare } = usePreparedImage({ keepLocation: true });
  const file = prepared?.file ?? null;
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadDeliverable] = useUploadDeliverableMutation();
  const runOrQueue = useRunOrQueue();
  const [downloadFile, { isLoading: isDownloading }] = useDownloadMyDeliverableFileMutation();

  const upload = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const run = await runOrQueue((once) => uploadDeliverable({ assignmentId, deliverableId: item.id, file, onProgress: setProgress, once }).unwrap(), {
        kind: 'uploadDeliverable',
        orderId: assignmentId,
        request: onSiteRequests.uploadDeliverable(assignmentId, item.id, file),
      });
      if (!run.isQueued) toast.success(`${file.name} uploaded for “${item.name}”.`);
      setIsConfirmOpen(false);
    } catch {
      // Toasted by the API client (e.g. a file type it refuses); the dialog stays to try again.
    } finally {
      setProgress(null);
    }
  };

  const download = async (name: string) => {
    try {
      saveObjectUrl(await downloadFile(item.id).unwrap(), name);
    } catch {
      // Toasted by the API client.
    }
  };

  return (
    <Box component="li" aria-label={item.name} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        {item.document_type_name && (
          <Typography variant="caption" color="text.secondary">
            {item.document_type_name}
          </Typography>
        )}
      </Box>
      <Chip size="small" variant="outlined" label={item.is_required ? 'Required' : 'Optional'} />
      <Chip size="small" color={item.file ? 'success' : 'default'} label={item.file ? 'Delivered' : 'Not delivered'} />
      {item.file && (
        <Button size="small" startIcon={<Download />} disabled={isDownloading} onClick={() => void download(item.file!.name)} aria-label={`Download ${item.file.name}`}>
          {item.file.name}
        </Button>
      )}
      {canUpload && (
        <>
          <input
            ref={inputRef}
            type="file"
            accept={DOCUMENT_ACCEPT}
            hidden
            aria-label={`Choose a file for ${item.name}`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (!chosen) return;
              void prepare(chosen).then(() => setIsConfirmOpen(true));
            }}
          />
          <Button size="small" variant="outlined" startIcon={<UploadFile />} disabled={isPreparing} onClick={() => inputRef.current?.click()}>
            {isPreparing ? 'Making the photo lighter…' : item.file ? 'Replace file' : 'Upload file'}
          </Button>
        </>
      )}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={item.file ? `Replace the file of “${item.name}”?` : `Upload the file for “${item.name}”?`}
        message={
          <>
            {prepared ? `${prepared.file.name} (${describePreparedSize(prepared)})` : ''}
            {item.file ? ` replaces ${item.file.name}.` : ''}
            <UploadProgress percent={progress} label={`Upload progress for ${item.name}`} sx={{ mt: 2 }} />
          </>
        }
        confirmLabel="Upload"
        isBusy={progress !== null}
        onConfirm={() => void upload()}
        onClose={() => setIsConfirmOpen(false)}
      />
    </Box>
  );
}
