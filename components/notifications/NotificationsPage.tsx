'use client';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import { useRouter } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { DEFAULT_PER_PAGE } from '@/constants';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { readWholeNumber, useListQuery } from '@/components/ui/useListQuery';
import PageHeader from '@/components/ui/PageHeader';
import type { Notification } from '@/contracts/notifications';
import { readEnvelopeMessage } from '@/store/api/baseApi';
import {
  useClearAllNotificationsMutation,
  useGetNotificationsQuery,
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from '@/store/api/notificationsApi';
import NotificationList from './NotificationList';
import { NotificationsEmpty, NotificationsUnavailable } from './NotificationsStates';
import { useNow } from './useNow';

/** A link the server wrote is a portal path; anything else is not followed. */
const isPortalPath = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

const DEFAULTS = { page: 1 };
const readQuery = (params: URLSearchParams) => ({ page: readWholeNumber(params, 'page', DEFAULTS.page) });

/**
 * The signed-in user's notifications, newest first, a page at a time (the first page is the
 * bell's own query). Opening one marks it read and goes where it points; new ones appear as
 * they arrive (live events refresh the list).
 */
function Notifications() {
  const router = useRouter();
  const now = useNow();
  const [{ page }, setQuery] = useListQuery(DEFAULTS, readQuery);
  const setPage = (next: number) => setQuery({ page: next });
  const [isConfirmingClear, setConfirmingClear] = useState(false);
  const list = useGetNotificationsQuery({ page, per_page: DEFAULT_PER_PAGE });
  const [readNotification] = useReadNotificationMutation();
  const [readAll, readAllState] = useReadAllNotificationsMutation();
  const [clearAll, clearState] = useClearAllNotificationsMutation();

  const total = list.data?.total_count ?? 0;
  const unread = list.data?.unread_count ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DEFAULT_PER_PAGE));
  // Fewer pages than before (cleared, or read elsewhere): show the last one there is.
  const isPastEnd = Boolean(list.currentData) && page > pageCount;
  useEffect(() => {
    if (isPastEnd) setQuery({ page: pageCount });
  }, [isPastEnd, pageCount, setQuery]);

  const open = async (notification: Notification) => {
    // A failed mark is the API client's to report; the notification is still followed.
    if (!notification.is_read) await readNotification(notification.id);
    if (isPortalPath(notification.link)) router.push(notification.link);
  };
  const markAllRead = async () => {
    const result = await readAll();
    if (result.data) toast.success(readEnvelopeMessage(result.data) || 'All notifications marked as read.');
  };
  const clear = async () => {
    const result = await clearAll();
    if (!result.data) return;
    toast.success(readEnvelopeMessage(result.data) || 'All notifications cleared.');
    setConfirmingClear(false);
    setPage(1);
  };

  const rows = list.currentData?.data ?? null;
  const isUnavailable = list.isError && !list.currentData;
  return (
    <>
      <PageHeader
        title="Notifications"
        subtitle={total > 0 ? `${unread} unread of ${total}` : undefined}
        actions={
          <>
            <Button variant="outlined" startIcon={<DoneAllOutlined />} onClick={markAllRead} disabled={unread === 0 || readAllState.isLoading}>
              Mark all as read
            </Button>
            <Button variant="outlined" color="error" startIcon={<DeleteSweepOutlined />} onClick={() => setConfirmingClear(true)} disabled={total === 0}>
              Clear all
            </Button>
          </>
        }
      />
      <Paper variant="outlined">
        {isUnavailable && <NotificationsUnavailable onRetry={list.refetch} />}
        {!isUnavailable && rows?.length === 0 && <NotificationsEmpty />}
        {!isUnavailable && rows?.length !== 0 && <NotificationList rows={rows} skeletonRows={5} now={now} onOpen={open} />}
      </Paper>
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={pageCount} page={page} onChange={(_event, next) => setPage(next)} aria-label="Notification pages" />
        </Box>
      )}
      <ConfirmDialog
        isOpen={isConfirmingClear}
        title="Clear all notifications?"
        message={`All ${total} of your notifications will be removed. This cannot be undone.`}
        confirmLabel="Clear all"
        isDestructive
        isBusy={clearState.isLoading}
        onConfirm={clear}
        onClose={() => setConfirmingClear(false)}
      />
    </>
  );
}

// useSearchParams (the page lives in the address, so it is linkable) needs a Suspense boundary above it.
export default function NotificationsPage() {
  return (
    <Suspense>
      <Notifications />
    </Suspense>
  );
}
