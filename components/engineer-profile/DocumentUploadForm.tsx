'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { formatFileSize } from '@/lib/formatters';
import SelectField from '@/components/ui/SelectField';
import UploadProgress from '@/components/ui/UploadProgress';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { documentUploadFieldsSchema, documentUploadSchema } from '@/contracts/engineerProfile';
import { UPLOAD_FIELD } from '@/constants';
import { useUploadUserDocumentMutation } from '@/store/api/engineerProfileApi';
import { readFieldErrors } from '@/store/api/errors';
import { useGetDocumentTypesQuery } from '@/store/api/listsApi';

const DOCUMENT_TYPES = '.pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx';

type UploadFieldsInput = z.input<typeof documentUploadFieldsSchema>;
type UploadFields = z.output<typeof documentUploadFieldsSchema>;

/** Picks a document type and a file, and uploads it with a progress bar; the list shows it from the API cache. */
export default function DocumentUploadForm({ onUploaded }: { onUploaded?: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const documentTypes = useGetDocumentTypesQuery();
  const [uploadUserDocument] = useUploadUserDocumentMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<UploadFieldsInput, unknown, UploadFields>({
    resolver: zodResolver(documentUploadFieldsSchema),
    defaultValues: { document_type_id: null },
  });

  const checkFile = (candidate: File | null) => {
    const result = documentUploadSchema.shape[UPLOAD_FIELD].safeParse(candidate);
    setFileError(result.success ? null : (result.error.issues[0]?.message ?? 'Choose a file to upload'));
    return result.success;
  };

  const upload = async ({ document_type_id }: UploadFields) => {
    if (!file || !checkFile(file)) return;
    setProgress(0);
    try {
      await uploadUserDocument({ documentTypeId: document_type_id, file, onProgress: setProgress }).unwrap();
      onUploaded?.();
      form.reset({ document_type_id: null });
      setFile(null);
      toast.success(`${file.name} has been uploaded.`);
    } catch (error) {
      applyFieldErrors(error, ['document_type_id'], form.setError);
      setFileError(readFieldErrors(error).find((item) => item.path === UPLOAD_FIELD)?.message ?? null);
    } finally {
      setProgress(null);
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(upload, () => checkFile(file))} onKeyDown={preventEnterSubmit} aria-label="Upload a document">
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
          Upload a document
        </Typography>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <SelectField<UploadFieldsInput> name="document_type_id" label="Document type" options={documentTypes.data ?? []} required />
          <Box sx={{ mt: 2 }}>
            <input
              ref={inputRef}
              type="file"
              accept={DOCUMENT_TYPES}
              hidden
              aria-label="Choose a document file"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                setFile(chosen);
                if (chosen) checkFile(chosen);
              }}
            />
            <Button variant="outlined" color="inherit" startIcon={<AttachFile />} onClick={() => inputRef.current?.click()} sx={{ height: 56, width: '100%', justifyContent: 'flex-start', borderRadius: 1, borderColor: 'rgba(0, 0, 0, 0.23)', fontWeight: 400 }}>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {file ? `${file.name} (${formatFileSize(file.size)})` : 'Choose a file'}
              </Box>
            </Button>
            <FormHelperText error={Boolean(fileError)} sx={{ mx: 1.75 }}>
              {fileError ?? 'PDF, image, Word (.docx) or Excel (.xlsx)'}
            </FormHelperText>
          </Box>
        </Box>
        <UploadProgress percent={progress} sx={{ mt: 1 }} />
        <SubmitButton isSubmitting={progress !== null} fullWidth={false} size="medium" sx={{ mt: 1 }}>
          Upload document
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
