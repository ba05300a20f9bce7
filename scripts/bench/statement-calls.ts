import dayjs from 'dayjs';
import {
  AUTH_ENDPOINTS,
  COMPANY_ASSIGNMENT_ENDPOINTS as COMPANY,
  DASHBOARD_ENDPOINTS,
  ENGINEER_ASSIGNMENT_ENDPOINTS as ENGINEER,
  LIST_ENDPOINTS,
  LOCATION_TYPE,
  MESSAGE_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
  PAYMENT_TYPE,
} from '@/constants';
import type { AssignmentFormValues } from '@/contracts/assignment';

// The calls `npm run bench:statements` counts: the portal's main reads as each role, then one
// order posted and taken through its lifecycle, each call once, in this order.

export type Role = 'company' | 'customer' | 'engineer';

export type Call = { label: string; role: Role; method: string; path: string; json?: object; form?: Record<string, string> };

/** What the calls refer to: the order being driven, a demo order each role can open, the signed-in users. */
export type CallContext = { orderId: number; engineerId: number; companyUserId: number; demoOrderId: number };

type CallList = (context: CallContext) => Call[];

export const READS: CallList = ({ demoOrderId }) => [
  { label: 'me', role: 'engineer', method: 'GET', path: AUTH_ENDPOINTS.ME },
  { label: 'find work (engineer)', role: 'engineer', method: 'GET', path: ENGINEER.ASSIGNMENTS },
  { label: 'find work, keywords (engineer)', role: 'engineer', method: 'GET', path: `${ENGINEER.ASSIGNMENTS}?q=install` },
  { label: 'details (engineer)', role: 'engineer', method: 'GET', path: `${ENGINEER.DETAILS}?id=${demoOrderId}` },
  { label: 'my work (engineer)', role: 'engineer', method: 'GET', path: ENGINEER.APPLIED },
  { label: 'notifications (engineer)', role: 'engineer', method: 'GET', path: NOTIFICATION_ENDPOINTS.LIST },
  { label: 'dashboard counts (engineer)', role: 'engineer', method: 'GET', path: DASHBOARD_ENDPOINTS.ENGINEER_COUNTS },
  { label: 'company list (company)', role: 'company', method: 'GET', path: COMPANY.ASSIGNMENTS },
  { label: 'details (company)', role: 'company', method: 'GET', path: `${COMPANY.DETAILS}?id=${demoOrderId}` },
  { label: 'notifications (company)', role: 'company', method: 'GET', path: NOTIFICATION_ENDPOINTS.LIST },
  { label: 'dashboard counts (company)', role: 'company', method: 'GET', path: DASHBOARD_ENDPOINTS.COMPANY_COUNTS },
  { label: 'company list (customer)', role: 'customer', method: 'GET', path: COMPANY.ASSIGNMENTS },
  { label: 'details (customer)', role: 'customer', method: 'GET', path: `${COMPANY.DETAILS}?id=${demoOrderId}` },
  { label: 'dashboard counts (customer)', role: 'customer', method: 'GET', path: DASHBOARD_ENDPOINTS.COMPANY_COUNTS },
];

/** After `post order`, in the order the lifecycle allows; every body names the order. */
export const WRITES: CallList = ({ orderId, engineerId, companyUserId }) => {
  const patch = (label: string, role: Role, path: string): Call => ({ label, role, method: 'PATCH', path, json: { assignment_id: orderId } });
  return [
    { label: 'apply', role: 'engineer', method: 'POST', path: ENGINEER.APPLY, json: { assignment_id: orderId } },
    { label: 'send message (company)', role: 'company', method: 'POST', path: MESSAGE_ENDPOINTS.SEND, json: { assignment_id: orderId, to_id: engineerId, message: 'When can you start?' } },
    { label: 'send message (engineer)', role: 'engineer', method: 'POST', path: MESSAGE_ENDPOINTS.SEND, json: { assignment_id: orderId, to_id: companyUserId, message: 'Monday.' } },
    { label: 'assign', role: 'company', method: 'PATCH', path: COMPANY.ASSIGN, json: { assignment_id: orderId, engineer_id: engineerId } },
    patch('confirm (engineer)', 'engineer', ENGINEER.CONFIRM),
    patch('confirm (company)', 'company', COMPANY.CONFIRM),
    patch('check-in', 'engineer', ENGINEER.CHECK_IN),
    patch('confirm check-in', 'company', COMPANY.CONFIRM_CHECK_IN),
    patch('check-out', 'engineer', ENGINEER.CHECK_OUT),
    patch('confirm check-out', 'company', COMPANY.CONFIRM_CHECK_OUT),
    { label: 'add deliverable, submit', role: 'engineer', method: 'PATCH', path: ENGINEER.ADD_DELIVERABLE, form: { assignment_id: String(orderId), submit: 'true' } },
    patch('complete', 'engineer', ENGINEER.COMPLETE),
    patch('approve', 'company', COMPANY.APPROVE),
    patch('pay', 'company', COMPANY.PAY),
  ];
};

/** The order `post order` sends: remote, fixed price, a week out, on reference ids from the lists. */
export function buildOrderDraft(categoryId: number, paymentDayId: number): AssignmentFormValues {
  return {
    basic_info: { title: 'Statement count work order', category_id: categoryId, description: 'Posted by npm run bench:statements.', skill_ids: [] },
    location: { location_type: LOCATION_TYPE.REMOTE },
    scheduling: { schedule_type: 'exact', start_date: dayjs().add(7, 'day').format('YYYY-MM-DD'), start_time: '09:00', timezone: 'America/Chicago' },
    pricing: { payment_type: PAYMENT_TYPE.FIXED, fixed_amount: 450, payment_day_id: paymentDayId },
    deliverables: [],
  };
}

export const REFERENCE_LISTS = { categories: LIST_ENDPOINTS.CATEGORIES, paymentDays: LIST_ENDPOINTS.PAYMENT_DAYS };
