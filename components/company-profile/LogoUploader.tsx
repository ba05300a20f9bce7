'use client';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import UploadProgress from '@/components/ui/UploadProgress';

export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

type LogoUploaderProps = {
  logo: string | null;
  companyName: string;
  canEdit: boolean;
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<void>;
  onRemove: () => Promise<void>;
};

/** The company logo; the company (not its customers) uploads a new one or removes it. */
export default function LogoUploader({ logo, companyName, canEdit, onUpload, onRemove }: LogoUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      await onUpload(file, setProgress);
    } catch {
      // the API client has shown why
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setIsRemoving(true);
    try {
      await onRemove();
      setIsRemoveOpen(false);
    } catch {
      // the API client has shown why
    } finally {
      setIsRemoving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar src={logo ?? undefined} alt={logo ? `${companyName} logo` : ''} variant="rounded" sx={{ width: 96, height: 96, bgcolor: 'primary.main' }}>
        <BusinessOutlined sx={{ fontSize: 48 }} />
      </Avatar>
      {canEdit && (
        <Box sx={{ minWidth: 220 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" size="small" onClick={() => inputRef.current?.click()} disabled={progress !== null || isRemoving}>
              {logo ? 'Change logo' : 'Upload logo'}
            </Button>
            {logo && (
              <Button color="error" size="small" onClick={() => setIsRemoveOpen(true)} disabled={progress !== null}>
                Remove logo
              </Button>
            )}
          </Box>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            PNG, JPEG or WebP.
          </Typography>
          <UploadProgress percent={progress} label="Logo upload progress" sx={{ mt: 1 }} />
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={LOGO_ACCEPT}
            aria-label="Choose a logo"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Box>
      )}
      <ConfirmDialog
        isOpen={isRemoveOpen}
        title="Remove the logo?"
        message="Your company is shown without a logo until you upload a new one."
        confirmLabel="Remove logo"
        isDestructive
        isBusy={isRemoving}
        onConfirm={remove}
        onClose={() => setIsRemoveOpen(false)}
      />
    </Box>
  );
}
