import { EXPORT_ENDPOINTS } from '@/constants';
import type { ExportDateRange } from '@/contracts/exports';
import type { AssignmentListQuery } from '@/contracts/assignment';
import { api, downloadRequest, toObjectUrl } from './baseApi';

// CSV files of the company side's records, fetched with the user's token through the one client
// (a failure is toasted with the server's words); each answers an object URL the caller saves.

/** The work-order list's filters, search and sort; `ids` narrows to chosen orders. */
export type WorkOrderExportParams = Partial<Pick<AssignmentListQuery, 'status' | 'search' | 'sort_by' | 'order'>> & { ids?: number[] };

export const exportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportWorkOrders: build.mutation<string, WorkOrderExportParams>({
      query: ({ ids, ...filters }) => downloadRequest(EXPORT_ENDPOINTS.WORK_ORDERS, { ...filters, ...(ids && { ids: ids.join(',') }) }),
      transformResponse: toObjectUrl,
    }),
    exportPayments: build.mutation<string, ExportDateRange>({
      query: (range) => downloadRequest(EXPORT_ENDPOINTS.PAYMENTS, range),
      transformResponse: toObjectUrl,
    }),
    exportExpenses: build.mutation<string, ExportDateRange>({
      query: (range) => downloadRequest(EXPORT_ENDPOINTS.EXPENSES, range),
      transformResponse: toObjectUrl,
    }),
  }),
});

export const { useExportWorkOrdersMutation, useExportPaymentsMutation, useExportExpensesMutation } = exportsApi;
