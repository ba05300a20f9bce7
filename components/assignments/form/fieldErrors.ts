import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import type { AssignmentFormValues } from '@/contracts/assignment';
import { readFieldErrors } from '@/store/api/errors';

const FORM_SECTIONS = ['basic_info.', 'location.', 'scheduling.', 'pricing.', 'deliverables', 'routing.'];

/**
 * Puts a 400 answer's field errors on the work-order form. Returns the error about the documents
 * (size, type), which are not form fields, with the position of the new file it is about
 * (`documents.N`) when it names one.
 */
export function applyAssignmentErrors(error: unknown, setError: UseFormSetError<AssignmentFormValues>): { message: string; index: number | null } | null {
  const errors = readFieldErrors(error);
  const fields = errors.map((item) => item.path).filter((path) => FORM_SECTIONS.some((section) => path.startsWith(section)));
  applyFieldErrors(error, fields as FieldPath<AssignmentFormValues>[], setError);
  const documents = errors.find((item) => item.path.startsWith('documents'));
  if (!documents) return null;
  const position = /^documents\.(\d+)$/.exec(documents.path);
  return { message: documents.message, index: position ? Number(position[1]) : null };
}
