import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { publicFilePath } from '../../lib/file-response';
import type { FileStorage } from '../../lib/storage';
import type { CompanyProfileInput } from '@/contracts/company';
import { checkPlace } from '../assignments/check-place';
import { deletePictureFile } from '../engineer-profile/delete-picture-file';
import { deleteStoredFile } from '../files/delete-stored-file';
import { storeUpload } from '../files/store-upload';

type UpdateCompanyProfileOptions = {
  db: Database;
  storage: FileStorage;
  companyId: number;
  /** The company user; the logo file is recorded as theirs. */
  ownerUserId: number;
  input: CompanyProfileInput;
  /** A new logo (PNG, JPEG or WebP); the old one is deleted. */
  logo?: File;
  maxBytes: number;
};

/** Saves the company's name, contact details and address, and optionally a new logo. */
export async function updateCompanyProfile({ db, storage, companyId, ownerUserId, input, logo, maxBytes }: UpdateCompanyProfileOptions) {
  const place = await checkPlace({ db, countryId: input.country_id, stateId: input.state_id, cityId: input.city_id });
  if (place.errors.length) throw new AppError('BAD_REQUEST', place.errors[0].message, place.errors);

  const stored = logo ? await storeUpload({ db, storage, file: logo, kind: 'image', uploadedBy: ownerUserId, maxBytes, field: 'logo' }) : null;
  try {
    const [before] = await db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, companyId)).limit(1);
    await db
      .update(companies)
      .set({
        name: input.name,
        phone: input.phone || null,
        website: input.website || null,
        addressLine1: input.address_line1 || null,
        addressLine2: input.address_line2 || null,
        countryId: input.country_id ?? null,
        stateId: input.state_id ?? null,
        cityId: input.city_id ?? null,
        zip: input.zip || null,
        latitude: place.latitude,
        longitude: place.longitude,
        ...(stored ? { logo: publicFilePath(stored.storageKey) } : {}),
      })
      .where(eq(companies.id, companyId));
    if (stored) await deletePictureFile({ db, storage, userId: ownerUserId, url: before?.logo });
  } catch (error) {
    if (stored) await deleteStoredFile({ db, storage, fileId: stored.id });
    throw error;
  }
}
