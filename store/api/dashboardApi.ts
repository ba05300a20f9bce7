import { DASHBOARD_ENDPOINTS } from '@/constants';
import type { DashboardBarChart, DashboardCounts, DashboardPieChart } from '@/contracts/dashboard';
import { api, readEnvelope } from './baseApi';

// The dashboards' figures: the engineer's under /engineers, the company's and its customers'
// under /customers. Reads are silent (the page shows a failure where the figures would be) and
// asked again whenever the dashboard opens, since payments and status changes happen elsewhere.

/** Whose figures: the engineer's own, or the company side's (company or customer user). */
export type DashboardSide = 'engineer' | 'company';

/** A year as the user's calendar has it: the browser's time zone goes along. */
export type DashboardParams = { side: DashboardSide; year: number; timezone: string };

const PATHS = {
  engineer: { counts: DASHBOARD_ENDPOINTS.ENGINEER_COUNTS, bars: DASHBOARD_ENDPOINTS.ENGINEER_BAR_CHART, pie: DASHBOARD_ENDPOINTS.ENGINEER_PIE_CHART },
  company: { counts: DASHBOARD_ENDPOINTS.COMPANY_COUNTS, bars: DASHBOARD_ENDPOINTS.COMPANY_BAR_CHART, pie: DASHBOARD_ENDPOINTS.COMPANY_PIE_CHART },
} as const;

const request = (figures: keyof (typeof PATHS)['engineer']) => ({ side, year, timezone }: DashboardParams) => ({
  url: PATHS[side][figures],
  params: { year, timezone },
  silent: true,
});

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardCounts: build.query<DashboardCounts, DashboardParams>({ query: request('counts'), transformResponse: readEnvelope<DashboardCounts> }),
    getDashboardBarChart: build.query<DashboardBarChart, DashboardParams>({ query: request('bars'), transformResponse: readEnvelope<DashboardBarChart> }),
    getDashboardPieChart: build.query<DashboardPieChart, DashboardParams>({ query: request('pie'), transformResponse: readEnvelope<DashboardPieChart> }),
  }),
});

export const { useGetDashboardCountsQuery, useGetDashboardBarChartQuery, useGetDashboardPieChartQuery } = dashboardApi;
