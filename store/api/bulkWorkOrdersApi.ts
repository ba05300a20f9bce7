import { BULK_ENDPOINTS } from '@/constants';
import type { BulkWorkOrdersInput, BulkWorkOrdersResult } from '@/contracts/bulkWorkOrders';
import { api, readEnvelope } from './baseApi';

// One action on many company-side work orders. The answer lists each order's result, so the
// caller shows the summary itself; every order may have changed, so the lists and all open
// orders refresh.

export const bulkWorkOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    actOnWorkOrders: build.mutation<BulkWorkOrdersResult, BulkWorkOrdersInput>({
      query: (body) => ({ url: BULK_ENDPOINTS.WORK_ORDERS, method: 'POST', body }),
      transformResponse: readEnvelope<BulkWorkOrdersResult>,
      invalidatesTags: ['WorkOrder', 'Talent', 'Log'],
    }),
  }),
});

export const { useActOnWorkOrdersMutation } = bulkWorkOrdersApi;
