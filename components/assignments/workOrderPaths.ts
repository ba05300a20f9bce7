import { ROLE_ROUTE_PREFIX } from '@/constants';

/** Company and customer work-order pages are the same screens under their own prefix. */
export type WorkOrderRole = 'company' | 'customer';

export type WorkOrderPaths = {
  add: string;
  list: string;
  details: (id: number | string) => string;
  edit: (id: number | string) => string;
};

export function getWorkOrderPaths(role: WorkOrderRole): WorkOrderPaths {
  const base = ROLE_ROUTE_PREFIX[role];
  return {
    add: `${base}/add-assignments`,
    list: `${base}/assignments`,
    details: (id) => `${base}/assignments/details-page/${id}`,
    edit: (id) => `${base}/assignments/edit-assignments/${id}`,
  };
}
