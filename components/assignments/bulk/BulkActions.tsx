'use client';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { BulkAction, BulkFilter, BulkWorkOrdersResult } from '@/contracts/bulkWorkOrders';
import { saveObjectUrl } from '@/lib/saveBlob';
import { useActOnWorkOrdersMutation } from '@/store/api/bulkWorkOrdersApi';
import { useExportWorkOrdersMutation } from '@/store/api/exportsApi';
import BulkConfirmDialog, { type BulkOptions } from './BulkConfirmDialog';
import BulkSummaryDialog from './BulkSummaryDialog';
import BulkToolbar from './BulkToolbar';
import type { BulkSelection } from './useBulkSelection';

type BulkActionsProps = {
  selection: BulkSelection;
  /** The list's filters, search and sort: what "all matching" means. */
  filter: BulkFilter;
  totalCount: number;
  isTotalCapped: boolean;
};

/**
 * The Work Orders list's bulk actions: the toolbar while rows are chosen, a confirmation stating
 * the count, one request for the whole action, then a summary of what was done and refused.
 * The request refreshes the list; the choice is cleared.
 */
export default function BulkActions({ selection, filter, totalCount, isTotalCapped }: BulkActionsProps) {
  const [actOnWorkOrders] = useActOnWorkOrdersMutation();
  const [exportWorkOrders, { isLoading: isExporting }] = useExportWorkOrdersMutation();
  const [pending, setPending] = useState<{ action: BulkAction; count: number } | null>(null);
  const [summary, setSummary] = useState<BulkWorkOrdersResult | null>(null);
  const orders = selection.isAllMatching ? { filter } : { ids: selection.ids };

  const act = async (options: BulkOptions) => {
    if (!pending) return;
    const result = await actOnWorkOrders({ action: pending.action, ...orders, ...options, reason: options.reason || null }).unwrap();
    setPending(null);
    selection.clear();
    setSummary(result);
  };

  const exportChosen = async () => {
    try {
      const url = await exportWorkOrders(selection.isAllMatching ? filter : { ...filter, ids: selection.ids }).unwrap();
      saveObjectUrl(url, `work-orders-${dayjs().format('YYYY-MM-DD')}.csv`);
    } catch {
      // the API client has shown why
    }
  };

  return (
    <>
      {selection.count > 0 && (
        <BulkToolbar
          selection={selection}
          totalCount={totalCount}
          isTotalCapped={isTotalCapped}
          isExporting={isExporting}
          onAction={(action) => setPending({ action, count: selection.count })}
          onExport={() => void exportChosen()}
        />
      )}
      <BulkConfirmDialog action={pending?.action ?? null} count={pending?.count ?? 0} onConfirm={act} onClose={() => setPending(null)} />
      <BulkSummaryDialog result={summary} onClose={() => setSummary(null)} />
    </>
  );
}
