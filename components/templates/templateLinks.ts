import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';

/** The query parameters of the Add New Work Order page that fill the form from a template or an order. */
export const FILL_FROM = { template: 'template', duplicate: 'duplicate' } as const;

/** Add New Work Order filled from a template. */
export const newFromTemplateHref = (role: WorkOrderRole, templateId: number) => `${WORK_ORDER_ROUTES[role].addWorkOrder}?${FILL_FROM.template}=${templateId}`;

/** Add New Work Order filled from an existing order (its documents reused). */
export const duplicateOrderHref = (role: WorkOrderRole, assignmentId: number) => `${WORK_ORDER_ROUTES[role].addWorkOrder}?${FILL_FROM.duplicate}=${assignmentId}`;
