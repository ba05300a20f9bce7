'use client';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import FormSection from '@/components/ui/FormSection';
import UserAvatar from '@/components/ui/UserAvatar';
import { describePreparedSize, prepareImageForUpload, type PreparedImage } from '@/lib/images/prepareImageForUpload';
import { useRemoveProfilePictureMutation, useUploadProfilePictureMutation } from '@/store/api/engineerProfileApi';
import PictureUploadDialog from './PictureUploadDialog';
import { PROFILE_SECTIONS } from './sectionAnchors';
import { cropToSquare } from './squareCrop';

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp';

type ProfilePictureSectionProps = { name: string; picture: string | null; onChange: (picture: string | null) => void };

/** The engineer's picture: choose, crop to a square, upload with progress; or remove it. */
export default function ProfilePictureSection({ name, picture, onChange }: ProfilePictureSectionProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [cropped, setCropped] = useState<PreparedImage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  const [uploadProfilePicture] = useUploadProfilePictureMutation();
  const [removeProfilePicture, removal] = useRemoveProfilePictureMutation();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      // The crop is drawn on a canvas, which keeps no metadata; preparing it makes sure no location goes.
      const prepared = await prepareImageForUpload(await cropToSquare(file), { keepLocation: false });
      setCropped({ ...prepared, originalBytes: file.size });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'This picture could not be read.');
    }
  };

  const upload = async () => {
    if (!cropped) return;
    setProgress(0);
    try {
      const saved = await uploadProfilePicture({ file: cropped.file, onProgress: setProgress }).unwrap();
      onChange(saved.profile_picture);
      setCropped(null);
      toast.success('Your profile picture has been updated.');
    } catch {
      // The API client has shown why (too large, not a picture …); the dialog stays for another try.
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    try {
      await removeProfilePicture().unwrap();
      onChange(null);
      setIsRemoveOpen(false);
      toast.success('Your profile picture has been removed.');
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <FormSection title={PROFILE_SECTIONS.picture}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mt: 2, flexWrap: 'wrap' }}>
        <UserAvatar name={name} picture={picture} size={112} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          <input ref={inputRef} type="file" accept={PICTURE_TYPES} hidden onChange={choose} aria-label="Choose a profile picture" />
          <Button variant="contained" startIcon={<PhotoCameraOutlined />} onClick={() => inputRef.current?.click()}>
            {picture ? 'Change picture' : 'Upload picture'}
          </Button>
          {picture && (
            <Button color="error" onClick={() => setIsRemoveOpen(true)}>
              Remove picture
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            PNG, JPEG or WebP. Cropped to a square.
          </Typography>
        </Box>
      </Box>
      <PictureUploadDialog picture={cropped?.file ?? null} sizeText={cropped ? describePreparedSize(cropped) : ''} progress={progress} onUpload={upload} onClose={() => setCropped(null)} />
      <ConfirmDialog
        isOpen={isRemoveOpen}
        title="Remove your profile picture?"
        message="Companies will see your initials instead."
        confirmLabel="Remove picture"
        isDestructive
        isBusy={removal.isLoading}
        onConfirm={remove}
        onClose={() => setIsRemoveOpen(false)}
      />
    </FormSection>
  );
}
