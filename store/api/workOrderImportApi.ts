import { IMPORT_ENDPOINTS } from '@/constants';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { WorkOrderImportResult } from '@/contracts/workOrderImport';
import { api, apiTag } from './baseApi';
import { toFormData } from './formData';

// The CSV import of work orders: a dry run ("Check") answers each row's errors; an import
// creates every row or none, once per Idempotency-Key, and refreshes the lists.

export type WorkOrderImportArg = {
  file: File;
  dryRun: boolean;
  /** One per chosen file, so a retried import never creates twice. */
  idempotencyKey?: string;
};

export const workOrderImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The dialog shows the refusal and its row errors itself, so no toast.
    importWorkOrders: build.mutation<ApiEnvelope<WorkOrderImportResult>, WorkOrderImportArg>({
      query: ({ file, dryRun, idempotencyKey }) => ({
        url: IMPORT_ENDPOINTS.WORK_ORDERS,
        method: 'POST',
        params: { dry_run: dryRun },
        body: toFormData({ file }),
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
        silent: true,
      }),
      invalidatesTags: (_result, error, { dryRun }) => (error || dryRun ? [] : [apiTag('WorkOrder', 'LIST')]),
    }),
  }),
});

export const { useImportWorkOrdersMutation } = workOrderImportApi;
