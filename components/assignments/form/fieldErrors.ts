import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/applyFieldErrors';
import type { AssignmentFormValues } from '@/contracts/assignment';
import { readFieldErrors } from '@/store/api/errors';

const FORM_SECTIONS = ['basic_info.', 'location.', 'scheduling.', 'pricing.', 'deliverables'];

/**
 * Puts a 400 answer's field errors on the work-order form. Returns the message of an error
 * about the documents (size, type), which are not form fields.
 */
export function applyAssignmentErrors(error: unknown, setError: UseFormSetError<AssignmentFormValues>): string | null {
  const errors = readFieldErrors(error);
  const fields = errors.map((item) => item.path).filter((path) => FORM_SECTIONS.some((section) => path.startsWith(section)));
  applyFieldErrors(error, fields as FieldPath<AssignmentFormValues>[], setError);
  return errors.find((item) => item.path.startsWith('documents'))?.message ?? null;
}
