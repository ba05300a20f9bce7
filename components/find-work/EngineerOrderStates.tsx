'use client';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import LinkButton from '@/components/ui/LinkButton';
import { DetailsNotFound, DetailsSkeleton } from '@/components/ui/DetailsStates';
import LoadFailure from '@/components/ui/LoadFailure';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { readErrorMessage, readErrorStatus } from '@/store/api/errors';

/** The query argument for an order id from the URL; a malformed id asks nothing and reads as not found. */

/** What the page's details query gives this component. */
type OrderQuery = { currentData?: EngineerAssignmentDetails; error?: unknown; isUninitialized: boolean; refetch: () => unknown };
type PageLink = { href: string; label: string };

type EngineerOrderStatesProps = {
  order: OrderQuery;
  /** The link above the page. */
  back: PageLink;
  /** Where an engineer goes from an order they may not see. */
  list: PageLink;
  /** The page itself, once the order is here. */
  render: (details: EngineerAssignmentDetails) => ReactNode;
};

/**
 * An engineer's work-order page while it loads, when it is gone or not theirs (a 404, or a
 * malformed id) and when it failed; otherwise the page itself. What was shown stays while a
 * refresh fails (e.g. just after withdrawing, when the order is no longer theirs to see).
 */
export default function EngineerOrderStates({ order, back, list, render }: EngineerOrderStatesProps) {
  const details = order.currentData;
  if (!details && (order.isUninitialized || order.error)) {
    const status = readErrorStatus(order.error);
    if (order.isUninitialized || status === 404 || status === 400) return <DetailsNotFound backHref={list.href} backLabel={list.label} />;
    return <LoadFailure message={readErrorMessage(order.error)} onRetry={() => void order.refetch()} />;
  }
  return (
    <>
      <LinkButton href={back.href} startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2, ml: -1 }}>
        {back.label}
      </LinkButton>
      {details ? render(details) : <DetailsSkeleton />}
    </>
  );
}
