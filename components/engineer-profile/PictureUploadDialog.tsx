'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useMemo } from 'react';
import UploadProgress from '@/components/ui/UploadProgress';

type PictureUploadDialogProps = {
  /** The square crop about to be uploaded; null closes the dialog. */
  picture: File | null;
  /** The chosen file's size and the size sent ("12.1 MB → 80.3 KB"). */
  sizeText: string;
  /** 0–100 while uploading, null before. */
  progress: number | null;
  onUpload: () => void;
  onClose: () => void;
};

/** Shows the square crop of the chosen picture before it is uploaded, then the upload's progress. */
export default function PictureUploadDialog({ picture, sizeText, progress, onUpload, onClose }: PictureUploadDialogProps) {
  const previewUrl = useMemo(() => (picture ? URL.createObjectURL(picture) : null), [picture]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const isUploading = progress !== null;

  return (
    <Dialog open={Boolean(picture)} onClose={isUploading ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>New profile picture</DialogTitle>
      <DialogContent>
        <DialogContentText>The centre of your picture is cut to a square. This is how others will see it.</DialogContentText>
        {previewUrl && (
          <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
            {/* A local preview (blob: URL); next/image cannot optimise it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={previewUrl} alt="Preview of the square picture" width={200} height={200} style={{ borderRadius: '50%', objectFit: 'cover' }} />
          </Box>
        )}
        <DialogContentText variant="body2">{sizeText}</DialogContentText>
        <UploadProgress percent={progress} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isUploading} color="inherit">
          Cancel
        </Button>
        <Button onClick={onUpload} disabled={isUploading} variant="contained">
          Upload picture
        </Button>
      </DialogActions>
    </Dialog>
  );
}
