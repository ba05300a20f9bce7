import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { deletePictureFile } from '../engineer-profile/delete-picture-file';

type RemoveCompanyLogoOptions = { db: Database; storage: FileStorage; companyId: number; ownerUserId: number };

/** Clears the company logo and deletes its file; no logo is not an error. */
export async function removeCompanyLogo({ db, storage, companyId, ownerUserId }: RemoveCompanyLogoOptions) {
  const [before] = await db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, companyId)).limit(1);
  await db.update(companies).set({ logo: null }).where(eq(companies.id, companyId));
  await deletePictureFile({ db, storage, userId: ownerUserId, url: before?.logo });
}
