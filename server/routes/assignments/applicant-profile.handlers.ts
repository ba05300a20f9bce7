import type { RouteHandler } from '@hono/zod-openapi';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { getApplicantProfile } from '../../domain/assignments/get-applicant-profile';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './applicant-profile.routes';

// GET /customers/get-engineer-profile – an applicant's profile for the order's company side
export const applicantProfile: RouteHandler<typeof routes.applicantProfile, AppEnv> = async (c) => {
  const { assignment_id, engineer_id } = c.req.valid('query');
  const data = await getApplicantProfile({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: assignment_id, engineerId: engineer_id });
  return c.json({ message: 'OK', data }, 200);
};
