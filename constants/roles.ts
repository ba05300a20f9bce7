export const ROLE_IDS = {
  FIELD_ENGINEER: 2,
  CUSTOMER: 3,
  COMPANY: 4,
} as const;

export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS];

/** Role names as the session and the API carry them. */
export const ROLES = {
  FIELD_ENGINEER: 'field_engineer',
  CUSTOMER: 'customer',
  COMPANY: 'company',
  GUEST: 'guest',
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];
export type SignedInRole = Exclude<RoleName, 'guest'>;

export const ROLE_NAME_BY_ID: Record<RoleId, SignedInRole> = {
  [ROLE_IDS.FIELD_ENGINEER]: ROLES.FIELD_ENGINEER,
  [ROLE_IDS.CUSTOMER]: ROLES.CUSTOMER,
  [ROLE_IDS.COMPANY]: ROLES.COMPANY,
};

export const ROLE_ID_BY_NAME: Record<SignedInRole, RoleId> = {
  field_engineer: ROLE_IDS.FIELD_ENGINEER,
  customer: ROLE_IDS.CUSTOMER,
  company: ROLE_IDS.COMPANY,
};

export const ROLE_LABELS: Record<RoleName, string> = {
  field_engineer: 'Field Engineer',
  customer: 'Customer',
  company: 'Company',
  guest: 'Guest',
};

export function isSignedInRole(value: unknown): value is SignedInRole {
  return typeof value === 'string' && Object.hasOwn(ROLE_ID_BY_NAME, value);
}

/** Which side of a work order a role is on: the engineer, or the company side (companies and their customers). */
export function findRoleSide(roleId: number): 'engineer' | 'company' {
  return roleId === ROLE_IDS.FIELD_ENGINEER ? 'engineer' : 'company';
}
