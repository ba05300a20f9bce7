import type { RouteHandler } from '@hono/zod-openapi';
import { getEngineerProfile } from '../../domain/engineer-profile/get-engineer-profile';
import { getPaymentInfo as getPaymentInfoOf } from '../../domain/engineer-profile/get-payment-info';
import { removeProfilePicture as removeProfilePictureOf } from '../../domain/engineer-profile/remove-profile-picture';
import { replaceProfilePicture } from '../../domain/engineer-profile/replace-profile-picture';
import { savePaymentInfo as savePaymentInfoOf } from '../../domain/engineer-profile/save-payment-info';
import { updateContactInfo as updateContactInfoOf } from '../../domain/engineer-profile/update-contact-info';
import { updateDistanceAndRate as updateDistanceAndRateOf } from '../../domain/engineer-profile/update-distance-and-rate';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './engineer-profile.routes';

type RouteName = 'basicInfo' | 'updateContactInfo' | 'uploadProfilePicture' | 'removeProfilePicture' | 'updateDistanceAndRate' | 'getPaymentInfo' | 'savePaymentInfo';
type Handler<R extends RouteName> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /engineers/basicInfo – the profile basics and completeness
export const basicInfo: Handler<'basicInfo'> = async (c) => {
  const profile = await getEngineerProfile({ db: c.var.db, userId: c.var.user.id });
  return c.json({ message: 'OK', data: profile }, 200);
};

// PATCH /engineers/update-contact-info – names, phone, home address
export const updateContactInfo: Handler<'updateContactInfo'> = async (c) => {
  const profile = await updateContactInfoOf({ db: c.var.db, userId: c.var.user.id, input: c.req.valid('json') });
  return c.json({ message: 'Your contact details have been saved.', data: profile }, 200);
};

// POST /engineers/upload-engineer-profile-picture – replace the profile picture
export const uploadProfilePicture: Handler<'uploadProfilePicture'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const data = await replaceProfilePicture({ db, storage, userId: user.id, file: c.req.valid('form').file, maxBytes: uploadMaxBytes });
  return c.json({ message: 'Your profile picture has been updated.', data }, 200);
};

// PATCH /engineers/remove-engineer-profile-picture – remove the profile picture
export const removeProfilePicture: Handler<'removeProfilePicture'> = async (c) => {
  const data = await removeProfilePictureOf({ db: c.var.db, storage: c.var.storage, userId: c.var.user.id });
  return c.json({ message: 'Your profile picture has been removed.', data }, 200);
};

// PATCH /engineers/update-distance-and-rate – hourly rate and travel distance
export const updateDistanceAndRate: Handler<'updateDistanceAndRate'> = async (c) => {
  const { hourly_rate, travel_distance } = c.req.valid('json');
  const data = await updateDistanceAndRateOf({ db: c.var.db, userId: c.var.user.id, hourlyRate: hourly_rate, travelDistance: travel_distance });
  return c.json({ message: 'Your rate and travel distance have been saved.', data }, 200);
};

// GET /engineers/payment-info – saved payment details, masked
export const getPaymentInfo: Handler<'getPaymentInfo'> = async (c) => {
  const data = await getPaymentInfoOf({ db: c.var.db, userId: c.var.user.id });
  return c.json({ message: 'OK', data }, 200);
};

// PUT /engineers/payment-info – save payment details
export const savePaymentInfo: Handler<'savePaymentInfo'> = async (c) => {
  const data = await savePaymentInfoOf({ db: c.var.db, userId: c.var.user.id, input: c.req.valid('json') });
  return c.json({ message: 'Your payment details have been saved.', data: data! }, 200);
};
