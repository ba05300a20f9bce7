'use client';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { formatFileSize } from '@/lib/formatters';
import { type FileInfo } from '@/contracts/assignment';
import { MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import FormSection from '@/components/ui/FormSection';
import UploadProgress from '@/components/ui/UploadProgress';

/** What the API accepts for work-order documents (checked again by content on the server). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx';

/** The kinds of file the picker offers, in words. */
export const DOCUMENT_KINDS = 'a PDF, image, Word (.docx) or Excel (.xlsx) file';

/** Whether a file's name ends in one of the accepted extensions (a picker may be set to "All files"). */
export const hasDocumentExtension = (file: File) => DOCUMENT_ACCEPT.split(',').some((extension) => file.name.toLowerCase().endsWith(extension));

type DocumentsSectionProps = {
  /** Documents the order already has (editing), or those of a template or duplicated order reused as they are, and that are kept. */
  kept: FileInfo[];
  /** How a kept document is labelled ("Attached"; "Reused" for files of a template or duplicated order). */
  keptNote?: string;
  added: File[];
  onAdd: (files: File[]) => void;
  onRemoveKept: (id: number) => void;
  onRemoveAdded: (index: number) => void;
  /** 0–100 while the form is being sent, else null. */
  uploadProgress: number | null;
  error?: string | null;
};

/** Drawings, site access letters or scope documents attached to the order. */
export default function DocumentsSection({ kept, keptNote = 'Attached', added, onAdd, onRemoveKept, onRemoveAdded, uploadProgress, error }: DocumentsSectionProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const count = kept.length + added.length;
  const isFull = count >= MAX_ASSIGNMENT_DOCUMENTS;
  const isUploading = uploadProgress !== null;

  const rows = [
    ...kept.map((file) => ({ key: `kept-${file.id}`, name: file.name, size: file.size_bytes, note: keptNote, remove: () => onRemoveKept(file.id) })),
    ...added.map((file, index) => ({ key: `added-${index}-${file.name}`, name: file.name, size: file.size, note: 'New', remove: () => onRemoveAdded(index) })),
  ];

  return (
    <FormSection
      title="Documents"
      description={`Up to ${MAX_ASSIGNMENT_DOCUMENTS} files: PDF, images, Word (.docx) or Excel (.xlsx). Files are not kept with the draft: after a reload or leaving this page, attach them again.`}
    >
      {rows.length > 0 ? (
        <List dense aria-label="Documents">
          {rows.map((row) => (
            <ListItem
              key={row.key}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${row.name}`} onClick={row.remove} disabled={isUploading}>
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlined />
              </ListItemIcon>
              <ListItemText primary={row.name} secondary={`${formatFileSize(row.size)} · ${row.note}`} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No documents attached.
        </Typography>
      )}
      <UploadProgress percent={uploadProgress} sx={{ mt: 2 }} />
      {error && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
          {error}
        </Typography>
      )}
      <input
        ref={inputRef}
        type="file"
        hidden
        multiple
        accept={DOCUMENT_ACCEPT}
        aria-label="Choose documents"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onAdd(files);
        }}
      />
      <Button startIcon={<AttachFile />} variant="outlined" sx={{ mt: 2 }} disabled={isFull || isUploading} onClick={() => inputRef.current?.click()}>
        Attach documents
      </Button>
    </FormSection>
  );
}
