'use client';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { SAVED_SEARCH_LIMITS, type SavedSearch, type SavedSearchNaming } from '@/contracts/savedSearches';
import type { FindWorkFilters } from '@/store/api/engineerWorkApi';
import { useCreateSavedSearchMutation, useDeleteSavedSearchMutation, useGetSavedSearchesQuery, useUpdateSavedSearchMutation } from '@/store/api/savedSearchesApi';
import NameDialog from '@/components/ui/NameDialog';
import { SEARCH_NAME_FIELDS } from './searchNameFields';
import { toFindWorkFilters, toSavedSearchRequest } from './savedSearchFilters';

type SavedSearchesProps = {
  /** The filters on screen, saved by "Save search". */
  filters: FindWorkFilters;
  /** Puts a saved search's filters on screen. */
  onApply: (filters: FindWorkFilters) => void;
};

/** "Save search" and the engineer's saved searches: apply one, rename it, turn "Alert me" on or off, delete it (after asking). */
export default function SavedSearches({ filters, onApply }: SavedSearchesProps) {
  const listId = useId();
  const saved = useGetSavedSearchesQuery();
  const [createSavedSearch] = useCreateSavedSearchMutation();
  const [updateSavedSearch] = useUpdateSavedSearchMutation();
  const [deleteSavedSearch, deletion] = useDeleteSavedSearchMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const searches = saved.data ?? [];
  const isFull = searches.length >= SAVED_SEARCH_LIMITS.maxPerEngineer;

  const saveCurrent = async (naming: SavedSearchNaming) => {
    const { message } = await createSavedSearch(toSavedSearchRequest(filters, naming)).unwrap();
    toast.success(message);
  };
  /** Keeps the saved search's own filters; changes its name and alert. */
  const rename = (search: SavedSearch) => async (naming: SavedSearchNaming) => {
    const { message } = await updateSavedSearch({ id: search.id, body: toSavedSearchRequest(toFindWorkFilters(search), naming) }).unwrap();
    toast.success(message);
  };
  const toggleAlert = async (search: SavedSearch) => {
    setToggling(search.id);
    try {
      await updateSavedSearch({ id: search.id, body: toSavedSearchRequest(toFindWorkFilters(search), { name: search.name, alert: !search.alert }) }).unwrap();
      toast.success(search.alert ? `Alerts off for “${search.name}”.` : `You will be alerted of new work matching “${search.name}”.`);
    } catch {
      // The API client has shown the message.
    } finally {
      setToggling(null);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toast.success(await deleteSavedSearch(deleting.id).unwrap());
      setDeleting(null);
    } catch {
      // The API client has shown the message; the dialog stays to try again.
    }
  };
  const apply = (search: SavedSearch) => {
    onApply(toFindWorkFilters(search));
    setAnchor(null);
    toast.info(`Showing “${search.name}”.`);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mb: 2 }}>
      <Tooltip title={isFull ? `You have ${SAVED_SEARCH_LIMITS.maxPerEngineer} saved searches; delete one to save another.` : ''}>
        <span>
          <Button variant="outlined" startIcon={<BookmarkAddOutlinedIcon />} onClick={() => setIsSaving(true)} disabled={isFull}>
            Save search
          </Button>
        </span>
      </Tooltip>
      <Button variant="outlined" startIcon={<BookmarksOutlinedIcon />} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} aria-controls={anchor ? listId : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
        Saved searches{saved.data ? ` (${searches.length})` : ''}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: listId, role: 'dialog', 'aria-label': 'Saved searches', sx: { width: 380, maxWidth: '95vw' } } }}
      >
        {saved.isLoading ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
            <CircularProgress size={18} />
            <Typography variant="body2">Loading your saved searches…</Typography>
          </Box>
        ) : saved.isError ? (
          <Typography variant="body2" color="error" sx={{ p: 2 }}>
            Your saved searches could not be loaded. Try again later.
          </Typography>
        ) : searches.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            No saved searches yet. Set the filters you want, then choose “Save search”.
          </Typography>
        ) : (
          <List dense aria-label="Your saved searches">
            {searches.map((search) => (
              <ListItem
                key={search.id}
                disablePadding
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <Tooltip title={search.alert ? 'Alerts on: turn off' : 'Alert me: turn on'}>
                      <span>
                        <IconButton
                          size="small"
                          aria-pressed={search.alert}
                          aria-label={`Alert me for ${search.name}`}
                          disabled={toggling === search.id}
                          onClick={() => void toggleAlert(search)}
                        >
                          {search.alert ? <NotificationsActiveOutlinedIcon fontSize="small" color="primary" /> : <NotificationsOffOutlinedIcon fontSize="small" />}
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Rename">
                      <IconButton size="small" aria-label={`Rename ${search.name}`} onClick={() => setRenaming(search)}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton size="small" aria-label={`Delete ${search.name}`} onClick={() => setDeleting(search)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                }
              >
                <ListItemButton onClick={() => apply(search)} sx={{ pr: 14 }}>
                  <ListItemText primary={search.name} secondary={describeSearch(search)} slotProps={{ secondary: { noWrap: true } }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
      <NameDialog {...SEARCH_NAME_FIELDS} isOpen={isSaving} title="Save search" submitLabel="Save" initial={{ name: '', alert: true }} onSave={saveCurrent} onClose={() => setIsSaving(false)} />
      <NameDialog
        {...SEARCH_NAME_FIELDS}
        isOpen={Boolean(renaming)}
        title="Rename saved search"
        submitLabel="Save"
        initial={{ name: renaming?.name ?? '', alert: renaming?.alert ?? false }}
        onSave={renaming ? rename(renaming) : async () => undefined}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title="Delete saved search?"
        message={`“${deleting?.name ?? ''}” and its alerts go. Orders it already told you about will not be announced again.`}
        confirmLabel="Delete"
        isDestructive
        isBusy={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** One line on what a saved search looks for. */
function describeSearch(search: SavedSearch): string {
  const parts = [
    search.q ? `“${search.q}”` : null,
    search.within_distance ? 'within my travel distance' : null,
    search.skill_ids.length ? `${search.skill_ids.length} skill${search.skill_ids.length === 1 ? '' : 's'}` : null,
    search.min_pay !== null ? `from $${search.min_pay}` : null,
    search.alert ? 'alerts on' : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All open work';
}
