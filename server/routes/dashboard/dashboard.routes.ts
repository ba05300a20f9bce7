import { createRoute, type z } from '@hono/zod-openapi';
import { DASHBOARD_ENDPOINTS, ROLES } from '@/constants';
import { dashboardBarChartSchema, dashboardCountsSchema, dashboardPieChartSchema, dashboardQuerySchema } from '@/contracts/dashboard';
import { envelope, errorResponses, jsonContent } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';

const tags = ['Dashboards'];
const counts = dashboardCountsSchema.openapi('DashboardCounts');
const barChart = dashboardBarChartSchema.openapi('DashboardBarChart');
const pieChart = dashboardPieChartSchema.openapi('DashboardPieChart');

const ENGINEER = { access: signedIn(ROLES.FIELD_ENGINEER), scope: 'the orders assigned to the engineer' };
const COMPANY_SIDE = { access: signedIn(ROLES.COMPANY, ROLES.CUSTOMER), scope: 'the company’s orders (a customer: the orders they posted)' };

const PERIOD = '`year` (default the current one) is read in `timezone` (an IANA name, default UTC).';

type Side = typeof ENGINEER;

/** A GET of one dashboard figure set; 400 for a bad year or zone. */
function dashboardRoute<P extends string, T extends z.ZodType>(operationId: string, path: P, side: Side, summary: string, data: T, description: string) {
  return createRoute({
    operationId,
    method: 'get',
    path,
    tags,
    summary: `${summary}, over ${side.scope}. ${PERIOD}`,
    ...side.access,
    request: { query: dashboardQuerySchema },
    responses: { 200: jsonContent(envelope(data), description), ...errorResponses(400, 401, 403) },
  });
}

const COUNTS = 'Orders by status now, payments recorded in the year (count and total) and the average rating';
const BARS = 'Payments recorded per month of the year: paid orders and amount, all twelve months';
const PIE = 'Orders posted in the year, by their current status';

export const engineerCounts = dashboardRoute('getEngineerDashboardCounts', DASHBOARD_ENDPOINTS.ENGINEER_COUNTS, ENGINEER, `${COUNTS} (earned)`, counts, 'The figures');
export const engineerBarChart = dashboardRoute('getEngineerBarChart', DASHBOARD_ENDPOINTS.ENGINEER_BAR_CHART, ENGINEER, `${BARS} (earned)`, barChart, 'Twelve months');
export const engineerPieChart = dashboardRoute('getEngineerPieChart', DASHBOARD_ENDPOINTS.ENGINEER_PIE_CHART, ENGINEER, PIE, pieChart, 'Counts per status');
export const companyCounts = dashboardRoute('getCompanyDashboardCounts', DASHBOARD_ENDPOINTS.COMPANY_COUNTS, COMPANY_SIDE, `${COUNTS} (spent)`, counts, 'The figures');
export const companyBarChart = dashboardRoute('getCompanyBarChart', DASHBOARD_ENDPOINTS.COMPANY_BAR_CHART, COMPANY_SIDE, `${BARS} (spent)`, barChart, 'Twelve months');
export const companyPieChart = dashboardRoute('getCompanyPieChart', DASHBOARD_ENDPOINTS.COMPANY_PIE_CHART, COMPANY_SIDE, PIE, pieChart, 'Counts per status');
