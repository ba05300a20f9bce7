'use client';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import LinkButton from '@/components/ui/LinkButton';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import type { TemplateNameValues, TemplateSummary } from '@/contracts/templates';
import { useDeleteTemplateMutation, useGetTemplatesQuery, useUpdateTemplateMutation } from '@/store/api/templatesApi';
import { readErrorMessage } from '@/store/api/errors';
import NameDialog from '@/components/ui/NameDialog';
import { templateNameFields } from './templateNameFields';
import TemplateTable from './TemplateTable';
import EmptyState from '@/components/ui/EmptyState';

/**
 * Templates: every section of a work order but the schedule, kept by name. New order from one,
 * rename or share it, delete it after confirming. A template is saved from the work-order form
 * or an order's page ("Save as template").
 */
export default function TemplatesPage({ role }: { role: WorkOrderRole }) {
  const list = useGetTemplatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [renaming, setRenaming] = useState<TemplateSummary | null>(null);
  // The template being deleted keeps its name while the dialog closes.
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [updateTemplate] = useUpdateTemplateMutation();
  const [deleteTemplate, { isLoading: isDeleting }] = useDeleteTemplateMutation();

  const rename = async (values: TemplateNameValues) => {
    if (!renaming) return;
    toast.success(await updateTemplate({ id: renaming.id, ...values }).unwrap());
    setRenaming(null);
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      toast.success(await deleteTemplate(deleting.id).unwrap());
      setIsConfirmOpen(false);
    } catch {
      // the API client has shown why
    }
  };

  let body;
  if (list.isError) body = <LoadFailure message={readErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (list.data?.length === 0)
    body = (
      <EmptyState
        py={6}
        title="No templates yet"
        description="Save a work order you post often as a template: use “Save as template” on the work-order form or on an order’s page."
      />
    );
  else
    body = (
      // A wide table scrolls inside its card, never the page.
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Templates, scrolls sideways">
        <TemplateTable
          role={role}
          templates={list.data ?? null}
          onRename={setRenaming}
          onDelete={(template) => {
            setDeleting(template);
            setIsConfirmOpen(true);
          }}
        />
      </Box>
    );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title="Templates"
        subtitle="Work orders you post often, without their schedule: start a new order from one in a click."
        actions={
          <LinkButton href={WORK_ORDER_ROUTES[role].addWorkOrder} variant="contained" startIcon={<Add />}>
            Add New Work Order
          </LinkButton>
        }
      />
      <Paper variant="outlined">{body}</Paper>
      <NameDialog
        {...templateNameFields(role)}
        isOpen={renaming !== null}
        title="Rename template"
        submitLabel="Save"
        initial={{ name: renaming?.name ?? '', shared: renaming?.shared ?? false }}
        onSave={rename}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={`Delete “${deleting?.name ?? ''}”?`}
        message="The template goes for everyone who sees it. Work orders posted from it keep their details and documents."
        confirmLabel="Delete template"
        isDestructive
        isBusy={isDeleting}
        onConfirm={() => void remove()}
        onClose={() => setIsConfirmOpen(false)}
      />
    </Box>
  );
}
