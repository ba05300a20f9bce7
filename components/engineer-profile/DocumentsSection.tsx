'use client';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { saveObjectUrl } from '@/lib/saveBlob';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import FormSection from '@/components/ui/FormSection';
import type { UserDocument } from '@/contracts/engineerProfile';
import { useDeleteUserDocumentMutation, useDownloadUserDocumentMutation, useGetUserDocumentsQuery } from '@/store/api/engineerProfileApi';
import DocumentRow from './DocumentRow';
import DocumentUploadForm from './DocumentUploadForm';
import PartBody from './PartBody';
import { PROFILE_SECTIONS } from './sectionAnchors';

/** Certificates, insurance, ID …: upload by type, download your own, delete with confirmation. `onChange` follows each save. */
export default function DocumentsSection({ onChange }: { onChange?: () => void }) {
  const part = useGetUserDocumentsQuery();
  const [downloadUserDocument, download] = useDownloadUserDocumentMutation();
  const [deleteUserDocument, removal] = useDeleteUserDocumentMutation();
  const [deleting, setDeleting] = useState<UserDocument | null>(null);
  const downloadingId = download.isLoading ? download.originalArgs : undefined;

  const save = async (document: UserDocument) => {
    try {
      saveObjectUrl(await downloadUserDocument(document.id).unwrap(), document.file_name);
    } catch {
      // Shown by the API client.
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteUserDocument(deleting.id).unwrap();
      onChange?.();
      toast.success(`${deleting.file_name} has been deleted.`);
      setDeleting(null);
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <FormSection title={PROFILE_SECTIONS.documents} description="ID, licences, insurance and certificates. Only you can download them.">
      <PartBody query={part} rows={2}>
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
                  onDownload={() => void save(document)}
                  onDelete={() => setDeleting(document)}
                />
              ))}
            </List>
          )
        }
      </PartBody>
      <DocumentUploadForm onUploaded={onChange} />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title="Delete this document?"
        message={deleting ? `${deleting.document_type}: ${deleting.file_name} will be deleted for good.` : ''}
        confirmLabel="Delete document"
        isDestructive
        isBusy={removal.isLoading}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </FormSection>
  );
}
