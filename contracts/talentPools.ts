import '@/contracts/configureZod';
import { z } from 'zod';
import { BLOCK_REASON_MAX_LENGTH, ROUTE_HOURS, TALENT_POOL_NAME_MAX_LENGTH } from '@/constants';
import { idField, idValue, isoTime, optionalText, requiredText } from '@/contracts/primitives';

// Talent pools (a company's named lists of preferred engineers), blocked engineers, and the
// routing of a work order to a pool or to one engineer before the open market.

export const talentPoolIdParamSchema = z.object({ id: idField('Choose a talent pool') });

/** Create or rename: the name is unique per company (case-insensitive). */
export const talentPoolInputSchema = z.object({ name: requiredText('Enter the pool’s name', TALENT_POOL_NAME_MAX_LENGTH) });
export type TalentPoolInput = z.infer<typeof talentPoolInputSchema>;

/** Add or remove one member, block or unblock one engineer. */
export const engineerRefSchema = z.object({ engineer_id: idValue('Choose an engineer') });
export type EngineerRef = z.infer<typeof engineerRefSchema>;

export const blockEngineerSchema = engineerRefSchema.extend({ reason: optionalText(BLOCK_REASON_MAX_LENGTH) });
export type BlockEngineerInput = z.input<typeof blockEngineerSchema>;

export const talentPoolMemberSchema = z.object({
  engineer_id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  city_name: z.string().nullable(),
  state_name: z.string().nullable(),
  /**
   * The details page of the latest of the reader's orders the engineer applied to or worked on
   * (where their applicant profile and track record open); null when there is none.
   */
  last_order_path: z.string().nullable(),
  added_at: isoTime,
});
export type TalentPoolMember = z.infer<typeof talentPoolMemberSchema>;

export const talentPoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  member_count: z.number().int(),
  members: z.array(talentPoolMemberSchema),
  created_at: isoTime,
});
export type TalentPool = z.infer<typeof talentPoolSchema>;

export const blockedEngineerSchema = z.object({
  engineer_id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  reason: z.string().nullable(),
  blocked_at: isoTime,
});
export type BlockedEngineer = z.infer<typeof blockedEngineerSchema>;

/**
 * Where a new order goes first: nowhere (open to everyone, the default), a pool of the company
 * (`route_to_pool_id`) or one engineer (`offer_engineer_id`), for `route_hours`; then it opens to everyone.
 */
export const routingInputSchema = z
  .object({
    route_to_pool_id: idValue('Choose a talent pool').nullish(),
    route_hours: z
      .number({ error: 'Enter the hours' })
      .int('Use whole hours')
      .min(ROUTE_HOURS.min, `Route for at least ${ROUTE_HOURS.min} hour`)
      .max(ROUTE_HOURS.max, `Route for at most ${ROUTE_HOURS.max} hours`)
      .default(ROUTE_HOURS.default),
    offer_engineer_id: idValue('Choose an engineer').nullish(),
  })
  .refine((routing) => !(routing.route_to_pool_id && routing.offer_engineer_id), {
    path: ['offer_engineer_id'],
    message: 'Route to a pool or offer to one engineer, not both',
  });
export type RoutingInput = z.output<typeof routingInputSchema>;
export type RoutingFormValues = z.input<typeof routingInputSchema>;

/** A routed order's routing, as the company side reads it; null once it is open to everyone. */
export const routingSchema = z.object({
  pool_id: z.number().int().nullable(),
  pool_name: z.string().nullable(),
  offered_engineer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  routed_until: isoTime,
});
export type Routing = z.infer<typeof routingSchema>;

/** PATCH open-to-everyone. */
export const openToEveryoneSchema = z.object({ assignment_id: idValue('Choose a work order') });

/** The engineer's answer to a direct offer. */
export const offerAnswerSchema = z.object({ assignment_id: idValue('Choose a work order') });
