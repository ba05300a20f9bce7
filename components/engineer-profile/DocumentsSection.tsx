'use client';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import FormSection from '@/components/ui/FormSection';
import type { UserDocument } from '@/contracts/engineerProfile';
import { deleteUserDocument, downloadUserDocument, getUserDocuments } from '@/services/engineerProfile';
import DocumentRow from './DocumentRow';
import DocumentUploadForm from './DocumentUploadForm';
import PartBody from './PartBody';
import { saveBlob } from '@/components/assignments/details/saveBlob';
import { PROFILE_SECTIONS } from './sectionAnchors';
import { useProfilePart } from './useProfilePart';

/** Certificates, insurance, ID …: upload by type, download your own, delete with confirmation. */
export default function DocumentsSection({ onChange }: { onChange: () => void }) {
  const part = useProfilePart(getUserDocuments);
  const [deleting, setDeleting] = useState<UserDocument | null>(null);
  const [isDeleteBusy, setIsDeleteBusy] = useState(false);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const documents = part.state.status === 'ready' ? part.state.data : [];

  const download = async (document: UserDocument) => {
    setDownloadingId(document.id);
    try {
      saveBlob(await downloadUserDocument(document.id), document.file_name);
    } catch {
      // Shown by the API client.
    } finally {
      setDownloadingId(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setIsDeleteBusy(true);
    try {
      await deleteUserDocument(deleting.id);
      part.setData(documents.filter((document) => document.id !== deleting.id));
      onChange();
      toast.success(`${deleting.file_name} has been deleted.`);
      setDeleting(null);
    } catch {
      // Shown by the API client.
    } finally {
      setIsDeleteBusy(false);
    }
  };

  return (
    <FormSection title={PROFILE_SECTIONS.documents} description="ID, licences, insurance and certificates. Only you can download them.">
      <PartBody state={part.state} onRetry={part.reload} rows={2}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No documents yet.
            </Typography>
          ) : (
            <List dense aria-label="Your documents">
              {rows.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  isDownloading={downloadingId === document.id}
                  onDownload={() => void download(document)}
                  onDelete={() => setDeleting(document)}
                />
              ))}
            </List>
          )
        }
      </PartBody>
      <DocumentUploadForm
        onUploaded={(document) => {
          part.setData([document, ...documents]);
          onChange();
        }}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title="Delete this document?"
        message={deleting ? `${deleting.document_type}: ${deleting.file_name} will be deleted for good.` : ''}
        confirmLabel="Delete document"
        isDestructive
        isBusy={isDeleteBusy}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </FormSection>
  );
}
