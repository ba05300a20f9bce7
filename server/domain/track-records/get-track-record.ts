import type { TrackRecord } from '@/contracts/trackRecord';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listTrackRecords } from './list-track-records';

type GetTrackRecordOptions = { db: Database; engineerId: number; companyId: number | null; now?: Date };

/** One engineer's track record (their own dashboard: no company). */
export async function getTrackRecord({ db, engineerId, companyId, now }: GetTrackRecordOptions): Promise<TrackRecord> {
  const record = (await listTrackRecords({ db, engineerIds: [engineerId], companyId, now })).get(engineerId);
  if (!record) throw new AppError('NOT_FOUND', 'No such engineer.');
  return record;
}
