import { createRoute, z } from '@hono/zod-openapi';
import { ENGINEER_PROFILE_ENDPOINTS, ROLES } from '@/constants';
import { envelope, errorResponses, jsonBody, jsonContent, multipartBody, uploadFile } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import {
  contactInfoSchema,
  distanceAndRateSchema,
  engineerProfileSchema,
  paymentInfoSchema,
  paymentInfoViewSchema,
  profilePictureSchema,
  savedDistanceAndRateSchema,
} from '@/contracts/engineerProfile';

// The engineer's own profile: basics, contact, picture, rate and distance, payment details.

export const tags = ['Engineer profile'];

/** Every /engineers/* profile path is for field engineers only; others get 403. */
export const engineerOnly = signedIn(ROLES.FIELD_ENGINEER);

const profile = engineerProfileSchema.openapi('EngineerProfile');
const picture = envelope(profilePictureSchema);

export const basicInfo = createRoute({
  operationId: 'getEngineerProfile',
  method: 'get',
  path: ENGINEER_PROFILE_ENDPOINTS.BASIC_INFO,
  tags,
  summary: "The engineer's profile basics (contact, home, rate, distance) and how complete the whole profile is",
  ...engineerOnly,
  responses: { 200: jsonContent(envelope(profile), 'The profile'), ...errorResponses(401, 403) },
});

export const updateContactInfo = createRoute({
  operationId: 'updateContactInfo',
  method: 'patch',
  path: ENGINEER_PROFILE_ENDPOINTS.UPDATE_CONTACT_INFO,
  tags,
  summary: 'Save names, phone and home address; the home coordinates are taken from the chosen city',
  ...engineerOnly,
  request: { body: jsonBody(contactInfoSchema.openapi('ContactInfoRequest')) },
  responses: { 200: jsonContent(envelope(profile), 'The updated profile'), ...errorResponses(400, 401, 403) },
});

export const uploadProfilePicture = createRoute({
  operationId: 'uploadProfilePicture',
  method: 'post',
  path: ENGINEER_PROFILE_ENDPOINTS.UPLOAD_PROFILE_PICTURE,
  tags,
  summary: 'Upload a new profile picture (multipart field `file`: PNG, JPEG or WebP); the old picture is deleted',
  ...engineerOnly,
  request: { body: multipartBody(z.object({ file: uploadFile })) },
  responses: { 200: jsonContent(picture, 'The public URL of the new picture'), ...errorResponses(400, 401, 403, 413, 415) },
});

export const removeProfilePicture = createRoute({
  operationId: 'removeProfilePicture',
  method: 'patch',
  path: ENGINEER_PROFILE_ENDPOINTS.REMOVE_PROFILE_PICTURE,
  tags,
  summary: 'Remove the profile picture and delete its file',
  ...engineerOnly,
  responses: { 200: jsonContent(picture, 'Removed'), ...errorResponses(401, 403) },
});

export const updateDistanceAndRate = createRoute({
  operationId: 'updateDistanceAndRate',
  method: 'patch',
  path: ENGINEER_PROFILE_ENDPOINTS.UPDATE_DISTANCE_AND_RATE,
  tags,
  summary: 'Save the hourly rate and how far (miles) the engineer travels; find-work filters by this distance',
  ...engineerOnly,
  request: { body: jsonBody(distanceAndRateSchema.openapi('DistanceAndRateRequest')) },
  responses: {
    200: jsonContent(envelope(savedDistanceAndRateSchema), 'Saved'),
    ...errorResponses(400, 401, 403),
  },
});

export const getPaymentInfo = createRoute({
  operationId: 'getPaymentInfo',
  method: 'get',
  path: ENGINEER_PROFILE_ENDPOINTS.PAYMENT_INFO,
  tags,
  summary: 'Saved payment details with the account masked (the full account never leaves the server); null when none',
  ...engineerOnly,
  responses: { 200: jsonContent(envelope(paymentInfoViewSchema.nullable()), 'Payment details'), ...errorResponses(401, 403) },
});

export const savePaymentInfo = createRoute({
  operationId: 'savePaymentInfo',
  method: 'put',
  path: ENGINEER_PROFILE_ENDPOINTS.PAYMENT_INFO,
  tags,
  summary: 'Save payment details; omit account_identifier to keep the saved account (same method only)',
  ...engineerOnly,
  request: { body: jsonBody(paymentInfoSchema.openapi('PaymentInfoRequest')) },
  responses: { 200: jsonContent(envelope(paymentInfoViewSchema.openapi('PaymentInfo')), 'Saved, masked'), ...errorResponses(400, 401, 403) },
});
