'use client';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'next/navigation';
import { Suspense, useState } from 'react';
import AssignmentForm, { type SourceTemplate } from '@/components/assignments/form/AssignmentForm';
import { duplicateToDraft, templateToDraft } from '@/components/templates/fillFromSource';
import { FILL_FROM } from '@/components/templates/templateLinks';
import { DetailsNotFound } from '@/components/ui/DetailsStates';
import LoadFailure from '@/components/ui/LoadFailure';
import PageHeader from '@/components/ui/PageHeader';
import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import { isValidId } from '@/lib/idArg';
import { readErrorMessage, readErrorStatus } from '@/store/api/errors';
import { useGetTemplateQuery } from '@/store/api/templatesApi';
import { useGetWorkOrderQuery } from '@/store/api/workOrdersApi';
import { mergeDraft, resetDraft, type DraftPatch } from '@/store/draftAssignmentSlice';
import { useAppStore } from '@/store/hooks';

const SUBTITLE = 'Your draft is kept as you type, so you can come back to it later.';

/** The form, after the draft has been replaced, once, by the template's or the duplicated order's sections. */
function FilledForm({ role, patch, template }: { role: WorkOrderRole; patch: DraftPatch; template?: SourceTemplate }) {
  const store = useAppStore();
  useState(() => {
    store.dispatch(resetDraft());
    store.dispatch(mergeDraft(patch));
  });
  return <AssignmentForm role={role} template={template} />;
}

/** The form filled from `?template=ID` or `?duplicate=ID` once that has loaded. */
function FillFrom({ role, templateId, duplicateId }: { role: WorkOrderRole; templateId: number | null; duplicateId: number | null }) {
  const template = useGetTemplateQuery(templateId ?? skipToken);
  const order = useGetWorkOrderQuery(duplicateId ? { id: duplicateId } : skipToken);
  const query = templateId ? template : order;
  const routes = WORK_ORDER_ROUTES[role];
  const status = readErrorStatus(query.error);
  if (status === 404 || status === 400) {
    return templateId ? <DetailsNotFound backHref={routes.templates} backLabel="Back to Templates" /> : <DetailsNotFound backHref={routes.workOrders} backLabel="Back to Work Orders" />;
  }
  if (query.isError) return <LoadFailure message={readErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (templateId && template.data) {
    const { id, name, can_edit: canEdit, documents } = template.data;
    const source = { id, name, canEdit, fileIds: documents.map((file) => file.id) };
    return <FilledForm key={`template-${templateId}`} role={role} patch={templateToDraft(template.data)} template={source} />;
  }
  if (duplicateId && order.data) return <FilledForm key={`duplicate-${duplicateId}`} role={role} patch={duplicateToDraft(order.data)} />;
  return <Skeleton variant="rounded" height={420} aria-busy="true" aria-label={templateId ? 'Loading the template' : 'Loading the work order'} />;
}

function AddAssignmentContent({ role }: { role: WorkOrderRole }) {
  const store = useAppStore();
  const params = useSearchParams();
  const asId = (value: string | null) => (value !== null && isValidId(Number(value)) ? Number(value) : null);
  const templateId = asId(params.get(FILL_FROM.template));
  const duplicateId = templateId ? null : asId(params.get(FILL_FROM.duplicate));
  const isFilled = templateId !== null || duplicateId !== null;
  // Once, before the form reads the draft: a left-over edit draft is not a new order.
  useState(() => {
    if (!isFilled && store.getState().draftAssignment.assignment_id !== null) store.dispatch(resetDraft());
  });

  let subtitle = SUBTITLE;
  if (templateId) subtitle = 'Filled from the template: choose the schedule, check the rest, and post. Changes can also be saved to the template.';
  if (duplicateId) subtitle = `A copy of work order #${duplicateId}: choose the dates, check the rest, and post.`;
  return (
    <>
      <PageHeader title="Add New Work Order" subtitle={subtitle} />
      {isFilled ? <FillFrom role={role} templateId={templateId} duplicateId={duplicateId} /> : <AssignmentForm role={role} />}
    </>
  );
}

/**
 * Add New Work Order: the form starts from the stored draft, unless that draft was an edit; or,
 * with `?template=ID` or `?duplicate=ID`, from a template or an existing order, documents included.
 */
export default function AddAssignmentPage({ role }: { role: WorkOrderRole }) {
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
        <AddAssignmentContent role={role} />
      </Suspense>
    </Box>
  );
}
