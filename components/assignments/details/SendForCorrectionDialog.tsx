'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { sendForCorrectionSchema } from '@/contracts/lifecycle';
import { useSendForCorrectionMutation } from '@/store/api/companyLifecycleApi';

const noteSchema = sendForCorrectionSchema.pick({ note: true });
type NoteValues = z.input<typeof noteSchema>;
type NoteInput = z.output<typeof noteSchema>;

type SendForCorrectionDialogProps = { assignmentId: number; engineerName?: string; isOpen: boolean; onClose: () => void };

/** Sends the work back to Pending Deliverables with a note the engineer reads; the note is required. */
export default function SendForCorrectionDialog({ assignmentId, engineerName, isOpen, onClose }: SendForCorrectionDialogProps) {
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="sm" fullWidth>
      {/* Mounted only while open, so each opening starts with an empty note. */}
      {isOpen && <CorrectionForm assignmentId={assignmentId} engineerName={engineerName} onClose={onClose} />}
    </Dialog>
  );
}

function CorrectionForm({ assignmentId, engineerName = 'The engineer', onClose }: Omit<SendForCorrectionDialogProps, 'isOpen'>) {
  const [sendForCorrection] = useSendForCorrectionMutation();
  const form = useForm<NoteValues, unknown, NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { note: '' } });
  const { isSubmitting, errors } = form.formState;

  const send = async ({ note }: NoteInput) => {
    try {
      toast.success(await sendForCorrection({ assignmentId, note }).unwrap());
      onClose();
    } catch (error) {
      applyFieldErrors(error, ['note'], form.setError);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} onKeyDown={preventEnterSubmit} aria-label="Send for correction">
      <DialogTitle>Send for correction?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The work order goes back to Pending Deliverables. {engineerName} sees your note, corrects the deliverables and completes it again.
        </DialogContentText>
        <FormTextField
          registration={form.register('note')}
          fieldError={errors.note}
          label="What needs correcting"
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
          Go back
        </Button>
        <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium" color="warning">
          Send for correction
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
