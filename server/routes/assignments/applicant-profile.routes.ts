import { createRoute } from '@hono/zod-openapi';
import { COMPANY_ASSIGNMENT_ENDPOINTS, ROLES } from '@/constants';
import { applicantProfileQuerySchema, applicantProfileSchema } from '@/contracts/applicantProfile';
import { envelope, errorResponses, jsonContent } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

export const applicantProfile = createRoute({
  operationId: 'getApplicantProfile',
  method: 'get',
  path: COMPANY_ASSIGNMENT_ENDPOINTS.APPLICANT_PROFILE,
  tags: ['Company work orders'],
  summary: "An applicant's (or the assignee's) profile for the order's company side: skills, languages, documents by name, rating, rate and hours; never payment details",
  description: 'Not found unless the engineer has an application (not withdrawn) on one of the caller’s orders (a customer: orders they posted). E-mail and phone only for the order’s assignee.',
  ...signedIn(ROLES.COMPANY, ROLES.CUSTOMER),
  request: { query: applicantProfileQuerySchema },
  responses: { 200: jsonContent(envelope(applicantProfileSchema.openapi('ApplicantProfile')), 'The profile'), ...errorResponses(400, 401, 403, 404) },
});
