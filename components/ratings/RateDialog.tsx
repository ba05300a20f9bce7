'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { RATING_COMMENT_MAX_LENGTH, ratingFormSchema, type RatingFormValues } from '@/contracts/ratings';
import { readErrorStatus } from '@/store/api/errors';
import { useGiveRatingMutation, type RatingViewer } from '@/store/api/ratingsApi';

/** The order to rate; kept by the caller while the dialog closes. */
export type RateTarget = { assignmentId: number; title: string; counterpartName: string };

type RateDialogProps = { viewer: RatingViewer; target: RateTarget | null; isOpen: boolean; onClose: () => void };

const FIELDS = ['stars', 'comment'] as const;

/** My one rating of a paid order: 1 to 5 stars and a comment, hidden from the other side until they rate too. */
export default function RateDialog({ viewer, target, isOpen, onClose }: RateDialogProps) {
  const [giveRating, { isLoading }] = useGiveRatingMutation();
  const form = useForm<RatingFormValues>({ resolver: zodResolver(ratingFormSchema), defaultValues: { stars: 0, comment: '' } });

  const close = () => {
    form.reset();
    onClose();
  };

  const send = async (values: RatingFormValues) => {
    if (!target) return;
    try {
      toast.success(await giveRating({ viewer, assignment_id: target.assignmentId, ...values }).unwrap());
      close();
    } catch (error) {
      applyFieldErrors(error, FIELDS, form.setError);
      // Rated meanwhile (409, with its toast): the screen behind refreshes to show that rating.
      if (readErrorStatus(error) === 409) close();
    }
  };

  const name = target?.counterpartName ?? '';
  return (
    <Dialog open={isOpen} onClose={isLoading ? undefined : close} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={form.handleSubmit(send)} onKeyDown={preventEnterSubmit} aria-label={`Rate ${name}`}>
        <DialogTitle>Rate {name}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            For “{target?.title}”. {name} sees your rating once they have rated you too, or when the reveal period ends; you cannot change it afterwards.
          </DialogContentText>
          <Controller
            control={form.control}
            name="stars"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                <FormLabel component="legend">Stars</FormLabel>
                <Rating name="stars" size="large" value={field.value || null} onChange={(_event, value) => field.onChange(value ?? 0)} onBlur={field.onBlur} />
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTextField
            label="Comment"
            required
            multiline
            minRows={3}
            registration={form.register('comment')}
            fieldError={form.formState.errors.comment}
            helperText={`What went well, what could be better (up to ${RATING_COMMENT_MAX_LENGTH} characters)`}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isLoading} color="inherit">
            Cancel
          </Button>
          <SubmitButton isSubmitting={isLoading} fullWidth={false} size="medium">
            Submit rating
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
