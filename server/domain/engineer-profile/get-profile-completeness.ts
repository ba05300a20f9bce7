import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerDocuments, engineerJobTitles, engineerLanguages, engineerPaymentInfo, engineerSkills, workingHours } from '../../db/schema';

type GetProfileCompletenessOptions = {
  db: Database;
  userId: number;
  /** Parts the caller has already read from the user and engineer rows. */
  hasPicture: boolean;
  hasContact: boolean;
  hasRateAndDistance: boolean;
};

/** Which profile parts are filled in, as a percentage and the labels of the missing parts, in page order. */
export async function getProfileCompleteness({ db, userId, hasPicture, hasContact, hasRateAndDistance }: GetProfileCompletenessOptions) {
  const [languages, skills, jobTitles, documents, payment, workDays] = await Promise.all([
    db.$count(engineerLanguages, eq(engineerLanguages.userId, userId)),
    db.$count(engineerSkills, eq(engineerSkills.userId, userId)),
    db.$count(engineerJobTitles, eq(engineerJobTitles.userId, userId)),
    db.$count(engineerDocuments, eq(engineerDocuments.userId, userId)),
    db.$count(engineerPaymentInfo, eq(engineerPaymentInfo.userId, userId)),
    db.$count(workingHours, and(eq(workingHours.userId, userId), eq(workingHours.isAvailable, true))),
  ]);
  const parts: [label: string, done: boolean][] = [
    ['Profile picture', hasPicture],
    ['Contact details', hasContact],
    ['Hourly rate and travel distance', hasRateAndDistance],
    ['Languages', languages > 0],
    ['Skills', skills > 0],
    ['Job titles', jobTitles > 0],
    ['Documents', documents > 0],
    ['Payment information', payment > 0],
    ['Working hours', workDays > 0],
  ];
  const done = parts.filter(([, isDone]) => isDone).length;
  return {
    percent: Math.round((done * 100) / parts.length),
    missing: parts.filter(([, isDone]) => !isDone).map(([label]) => label),
  };
}
