import '@/contracts/configureZod';
import { z } from 'zod';

// The public reference lists, as the API answers each item.

const id = z.number().int();
/** A place's coordinate in degrees; null when the list does not know it. */
const coordinate = z.number().nullable();

/** An item of a plain list: what a select shows and sends. */
export const listOptionSchema = z.object({ id, name: z.string() });
export type ListOption = z.infer<typeof listOptionSchema>;

export const countrySchema = listOptionSchema.extend({ iso2: z.string(), phonecode: z.string().nullable(), latitude: coordinate, longitude: coordinate });
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = listOptionSchema.extend({ iso2: z.string(), country_id: id, latitude: coordinate, longitude: coordinate });
export type State = z.infer<typeof stateSchema>;

export const citySchema = listOptionSchema.extend({ state_id: id, country_id: id, latitude: coordinate, longitude: coordinate });
export type City = z.infer<typeof citySchema>;

export const languageSchema = listOptionSchema.extend({ code: z.string(), native_name: z.string().nullable() });
export type Language = z.infer<typeof languageSchema>;

/** A payment term: pay within `days` of approval. */
export const paymentDaySchema = listOptionSchema.extend({ days: z.number().int() });
export type PaymentDay = z.infer<typeof paymentDaySchema>;
