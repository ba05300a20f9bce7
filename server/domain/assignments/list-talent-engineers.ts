import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, cities, engineers, states, users } from '../../db/schema';
import type { TalentEngineer } from '@/contracts/assignment';
import { listTrackRecords } from '../track-records/list-track-records';
import type { CompanyActor } from './company-actor';
import { getOwnedAssignmentOrThrow } from './get-owned-assignment-or-throw';
import { isApplicant } from './is-applicant';
import { milesBetween } from './miles-between';
import { toCounterOffer } from './to-counter-offer';

type ListTalentEngineersOptions = { db: Database; actor: CompanyActor; assignmentId: number };

/** Everyone who applied for one of the actor's orders (withdrawn applications left out), first applicant first, with their track records. */
export async function listTalentEngineers({ db, actor, assignmentId }: ListTalentEngineersOptions): Promise<TalentEngineer[]> {
  const order = await getOwnedAssignmentOrThrow({ db, actor, assignmentId });
  const rows = await db
    .select({ application: assignmentApplications, user: users, profile: engineers, cityName: cities.name, stateName: states.name })
    .from(assignmentApplications)
    .innerJoin(users, eq(users.id, assignmentApplications.engineerId))
    .leftJoin(engineers, eq(engineers.userId, users.id))
    .leftJoin(cities, eq(cities.id, engineers.cityId))
    .leftJoin(states, eq(states.id, engineers.stateId))
    .where(and(eq(assignmentApplications.assignmentId, assignmentId), isApplicant))
    .orderBy(asc(assignmentApplications.createdAt), asc(assignmentApplications.id));

  const records = await listTrackRecords({ db, engineerIds: rows.map((row) => row.user.id), companyId: order.companyId });
  return rows.map(({ application, user, profile, cityName, stateName }) => {
    const trackRecord = records.get(user.id)!;
    return {
      application_id: application.id,
      engineer_id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      profile_picture: user.profilePicture,
      city_name: cityName,
      state_name: stateName,
      hourly_rate: profile?.hourlyRate ?? null,
      applied_at: application.createdAt.toISOString(),
      status: application.status,
      counter_offer: toCounterOffer(application),
      note: application.note,
      rating_average: trackRecord.rating_average,
      rating_count: trackRecord.rating_count,
      distance_miles: milesBetween(order, { latitude: profile?.latitude, longitude: profile?.longitude }),
      track_record: trackRecord,
    };
  });
}
