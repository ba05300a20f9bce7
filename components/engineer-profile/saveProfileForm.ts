import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';

type SaveProfileFormOptions<Values extends FieldValues, Saved> = {
  /** The fields a 400 answer may name. */
  fields: readonly Path<Values>[];
  setError: UseFormSetError<Values>;
  /** The toast once saved. */
  message: string;
  /** Runs with the answer before the toast (reset the form to it, tell the page …). */
  onSaved?: (saved: Saved) => void;
};

/**
 * Waits for a profile form's save: on success runs `onSaved` and says so; on a 400 puts the
 * API's field errors on the fields, keeping the input (other failures are toasted by the client).
 */
export async function saveProfileForm<Values extends FieldValues, Saved>(
  save: Promise<Saved>,
  { fields, setError, message, onSaved }: SaveProfileFormOptions<Values, Saved>,
): Promise<void> {
  try {
    const saved = await save;
    onSaved?.(saved);
    toast.success(message);
  } catch (error) {
    applyFieldErrors(error, fields, setError);
  }
}
