import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ApplicantProfile } from '@/contracts/applicantProfile';
import { getEngineerProfile } from '../engineer-profile/get-engineer-profile';
import { getSkillsAndTitles } from '../engineer-profile/get-skills-and-titles';
import { getWorkingHours } from '../engineer-profile/get-working-hours';
import { listUserDocuments } from '../engineer-profile/list-user-documents';
import { listUserLanguages } from '../engineer-profile/list-user-languages';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { milesBetween } from './miles-between';
import { getTrackRecord } from '../track-records/get-track-record';

export const APPLICANT_NOT_FOUND_MESSAGE = 'This engineer has not applied for this work order.';

type GetApplicantProfileOptions = { db: Database; actor: CompanyActor; assignmentId: number; engineerId: number };

/**
 * An engineer's profile for the company side of one of its orders, only while the engineer has
 * an application on it (the talent list's applicants: not withdrawn). Payment details are never
 * read; e-mail and phone only for the order's assignee, whose contact the order already shows.
 */
export async function getApplicantProfile({ db, actor, assignmentId, engineerId }: GetApplicantProfileOptions): Promise<ApplicantProfile> {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  const [application] = await db
    .select({ status: assignmentApplications.status, note: assignmentApplications.note })
    .from(assignmentApplications)
    .where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, engineerId), ne(assignmentApplications.status, 'withdrawn')))
    .limit(1);
  if (!application) throw new AppError('NOT_FOUND', APPLICANT_NOT_FOUND_MESSAGE);

  const userId = engineerId;
  const [profile, skillsAndTitles, languages, documents, hours, trackRecord] = await Promise.all([
    getEngineerProfile({ db, userId }),
    getSkillsAndTitles({ db, userId }),
    listUserLanguages({ db, userId }),
    listUserDocuments({ db, userId }),
    getWorkingHours({ db, userId }),
    getTrackRecord({ db, engineerId, companyId: order.companyId }),
  ]);
  const isAssignee = order.assignedEngineerId === engineerId;
  return {
    engineer_id: profile.id,
    name: profile.name,
    profile_picture: profile.profile_picture,
    city_name: profile.city?.name ?? null,
    state_name: profile.state?.name ?? null,
    application_status: application.status,
    application_note: application.note,
    email: isAssignee ? profile.email : null,
    phone: isAssignee ? profile.phone : null,
    hourly_rate: profile.hourly_rate,
    travel_distance: profile.travel_distance,
    distance_miles: milesBetween(order, profile),
    rating_average: trackRecord.rating_average,
    rating_count: trackRecord.rating_count,
    ...skillsAndTitles,
    languages: languages.map(({ language, fluency_level }) => ({ language, fluency_level })),
    documents: documents.map(({ document_type, file_name }) => ({ document_type, file_name })),
    working_hours: hours.days,
    track_record: trackRecord,
  };
}
