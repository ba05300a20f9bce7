import { ROLE_ROUTE_PREFIX } from '@/constants';
import type { WorkOrderRole } from '@/components/assignments/workOrderPaths';

/** The users page of each company-side role (not in the side menu; reached from the profile). */
export const getUsersPath = (role: WorkOrderRole) => `${ROLE_ROUTE_PREFIX[role]}/add-users`;
