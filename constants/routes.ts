import { isSignedInRole, type SignedInRole } from './roles';

// Every page path, with builders for the `[id]` pages. The proxy, the side
// navigation, notification links (written by the server) and every href read them from here.

type Id = number | string;

export const HOME_PATH = '/';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** The installed app opens here: the signed-in user's dashboard, else the home page. */
export const APP_START_PATH = '/start';

export const LOGIN_PATHS: Record<SignedInRole, string> = {
  field_engineer: '/login/engineer',
  customer: '/login/customer',
  company: '/login/company',
};

export const REGISTRATION_PATHS = {
  field_engineer: '/registration/engineer',
  company: '/registration/company',
} as const;

export const ROLE_ROUTE_PREFIX: Record<SignedInRole, string> = {
  field_engineer: '/engineer',
  customer: '/customer',
  company: '/company',
};

/** A second change-password address that belongs to the company. */
export const COMPANY_CHANGE_PASSWORD_PATH = '/change-password';

/** Company and customer pages are the same screens under their own prefix. */
export type WorkOrderRole = 'company' | 'customer';

/** Pages every signed-in role has under its prefix. */
function rolePages(prefix: string) {
  return {
    dashboard: `${prefix}/dashboard`,
    notifications: `${prefix}/notifications`,
    ratings: `${prefix}/ratings`,
    /** Ratings commented by engineers. */
    engineerRatings: `${prefix}/ratings/eng-rating-list`,
    /** Ratings commented by companies. */
    companyRatings: `${prefix}/ratings/com-rating-list`,
    profile: `${prefix}/profile`,
  };
}

function workOrderPages(role: WorkOrderRole) {
  const prefix = ROLE_ROUTE_PREFIX[role];
  return {
    ...rolePages(prefix),
    addWorkOrder: `${prefix}/add-assignments`,
    workOrders: `${prefix}/assignments`,
    workOrderDetails: (id: Id) => `${prefix}/assignments/details-page/${id}`,
    editWorkOrder: (id: Id) => `${prefix}/assignments/edit-assignments/${id}`,
    users: `${prefix}/add-users`,
    /** API keys and webhooks. */
    integrations: `${prefix}/integrations`,
    templates: `${prefix}/templates`,
    /** Talent pools and blocked engineers. */
    talentPools: `${prefix}/talent-pools`,
    changePassword: `${prefix}/change-password`,
  };
}

export const COMPANY_ROUTES = workOrderPages('company');
export const CUSTOMER_ROUTES = workOrderPages('customer');

export type WorkOrderRoutes = typeof COMPANY_ROUTES;

export const WORK_ORDER_ROUTES: Record<WorkOrderRole, WorkOrderRoutes> = { company: COMPANY_ROUTES, customer: CUSTOMER_ROUTES };

export const ENGINEER_ROUTES = {
  ...rolePages(ROLE_ROUTE_PREFIX.field_engineer),
  findWork: '/engineer/find-work',
  findWorkDetails: (id: Id) => `/engineer/find-work/eng-details-page/${id}`,
  counterOffer: (id: Id) => `/engineer/find-work/eng-details-page/counter-rescheduling/${id}`,
  myWork: '/engineer/my-work',
  /** The engineer's week or month of assigned orders, with the calendar feed. */
  schedule: '/engineer/schedule',
  myWorkDetails: (id: Id) => `/engineer/my-work/details-page/${id}`,
  links: {
    education: '/engineer/links/education',
    investments: '/engineer/links/investments',
    jtiReSale: '/engineer/links/jti-re-sale',
    businessGrowth: '/engineer/links/business-growth',
    personalGrowth: '/engineer/links/personal-growth',
    aboutUs: '/engineer/links/about-us',
  },
};

export const DASHBOARD_PATHS: Record<SignedInRole, string> = {
  field_engineer: ENGINEER_ROUTES.dashboard,
  company: COMPANY_ROUTES.dashboard,
  customer: CUSTOMER_ROUTES.dashboard,
};

/** Customers go to their own notifications page, not the engineer one. */
export const NOTIFICATION_PATHS: Record<SignedInRole, string> = {
  field_engineer: ENGINEER_ROUTES.notifications,
  company: COMPANY_ROUTES.notifications,
  customer: CUSTOMER_ROUTES.notifications,
};

/** Where logout sends a role; an unknown role goes to the engineer login. */
export function getLoginPath(role: string | null | undefined): string {
  return isSignedInRole(role) ? LOGIN_PATHS[role] : LOGIN_PATHS.field_engineer;
}

export const SESSION_REQUIRED_ERROR = 'SessionRequired';

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The role whose pages a path belongs to, or null for public paths. */
export function getRoleForPath(pathname: string): SignedInRole | null {
  if (isUnder(pathname, COMPANY_CHANGE_PASSWORD_PATH)) return 'company';
  const entry = Object.entries(ROLE_ROUTE_PREFIX).find(([, prefix]) => isUnder(pathname, prefix));
  return entry ? (entry[0] as SignedInRole) : null;
}

/** The role's login page, asked to say a session is required and to come back afterwards. */
export function getSignInRedirectPath(role: SignedInRole, callbackPath: string): string {
  const query = new URLSearchParams({ error: SESSION_REQUIRED_ERROR, callbackUrl: callbackPath });
  return `${getLoginPath(role)}?${query.toString()}`;
}

const PLACEHOLDER_ORIGIN = 'http://portal.invalid';

/**
 * `url` resolved against `origin` when it stays on that origin (a path, or a full URL of the
 * same origin); null for anything else: another site, `//host`, `javascript:`, a backslash
 * that browsers read as a slash, or text no URL parser accepts. Never throws.
 */
export function parseSameOriginUrl(url: string | null | undefined, origin: string): URL | null {
  if (!url || url.includes('\\')) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === new URL(origin).origin ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Where to go after signing in: the callback when it is a same-origin path of that role's
 * pages, otherwise the role's dashboard. Never an outside address.
 */
export function getSafeCallbackPath(callbackUrl: string | null | undefined, role: SignedInRole, origin = PLACEHOLDER_ORIGIN): string {
  const url = parseSameOriginUrl(callbackUrl, origin);
  return url && getRoleForPath(url.pathname) === role ? `${url.pathname}${url.search}${url.hash}` : DASHBOARD_PATHS[role];
}
