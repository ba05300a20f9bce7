import '@/contracts/configureZod';
import { z } from 'zod';
import { UPLOAD_FIELD } from '@/constants';
import { SIGNER_NAME_MAX_LENGTH } from '@/constants/photos';
import { fileField } from '@/contracts/engineerProfile';
import { idField } from '@/contracts/primitives';

// The customer's sign-off: a signature drawn on the engineer's screen, sent as a PNG with the
// signer's typed name, the time they signed and (optional) where. Multipart, so numbers and
// times arrive as text.

const coordinateField = (label: string, limit: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: `Send the ${label} as a number` })
      .min(-limit, `The ${label} is out of range`)
      .max(limit, `The ${label} is out of range`)
      .optional(),
  );

/** The typed name: the keyboard's way to sign, and required with every signature. */
export const signerNameField = z
  .string({ error: 'Enter the name of the person signing' })
  .trim()
  .min(1, 'Enter the name of the person signing')
  .max(SIGNER_NAME_MAX_LENGTH, `Use at most ${SIGNER_NAME_MAX_LENGTH} characters`);

/** The fields beside the PNG; with the file (`file`) they are the request. */
export const signOffFieldsObject = z.object({
  assignment_id: idField('Choose a work order'),
  signer_name: signerNameField,
  /** When the customer signed (ISO 8601); the server's time when absent. */
  signed_at: z.iso.datetime({ offset: true, error: 'Send the time of signing as an ISO 8601 date-time' }).optional(),
  latitude: coordinateField('latitude', 90),
  longitude: coordinateField('longitude', 180),
});
export type SignOffFields = z.output<typeof signOffFieldsObject>;

/** A position is both coordinates or none. */
export const hasWholePosition = (body: { latitude?: number; longitude?: number }) => (body.latitude === undefined) === (body.longitude === undefined);
export const WHOLE_POSITION_ISSUE = { path: ['longitude'], message: 'Send both latitude and longitude, or neither' };

export const signOffUploadSchema = signOffFieldsObject.extend({ [UPLOAD_FIELD]: fileField }).refine(hasWholePosition, WHOLE_POSITION_ISSUE);
