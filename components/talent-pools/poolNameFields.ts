import { TALENT_POOL_NAME_MAX_LENGTH } from '@/constants';
import { talentPoolInputSchema } from '@/contracts/talentPools';

/** The name dialog's fields for a talent pool (new, rename, new with an engineer). */
export const POOL_NAME_FIELDS = {
  nameLabel: 'Pool name',
  nameHelperText: 'E.g. “Austin cabling A-team”.',
  maxLength: TALENT_POOL_NAME_MAX_LENGTH,
  schema: talentPoolInputSchema,
} as const;
