'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import { assignmentInputSchema, type AssignmentFormValues, type AssignmentInput, type FileInfo } from '@/contracts/assignment';
import { MAX_ASSIGNMENT_DOCUMENTS } from '@/constants';
import { templateDraftSchema } from '@/contracts/templates';
import SaveAsTemplateButton from '@/components/templates/SaveAsTemplateButton';
import UpdateTemplateButton from '@/components/templates/UpdateTemplateButton';
import { useCreateWorkOrderMutation, useUpdateWorkOrderMutation } from '@/store/api/workOrdersApi';
import { fillDraft, mergeDraft, resetDraft, selectDraftAssignment, type DraftPatch } from '@/store/draftAssignmentSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import BasicInfoSection from './BasicInfoSection';
import DeliverablesSection from './DeliverablesSection';
import DocumentsSection, { DOCUMENT_KINDS, hasDocumentExtension } from '@/components/ui/DocumentsSection';
import LocationSection from './LocationSection';
import PricingSection from './PricingSection';
import RoutingSection from './RoutingSection';
import SchedulingSection from './SchedulingSection';
import { draftDocuments, draftToFormValues } from './draftValues';
import { applyAssignmentErrors } from './fieldErrors';
import { revealAboveBar } from './revealAboveBar';
import { useDraftSync } from './useDraftSync';

export type EditedAssignment = {
  id: number;
  /** The documents the order has on the server, to work out which ones were removed. */
  documents: FileInfo[];
  /** The order as saved, for discarding changes. */
  saved: DraftPatch & { assignment_id: number };
};

/** The template a new order's form was filled from: its changes may be saved back to it when the user may change it. */
export type SourceTemplate = { id: number; name: string; canEdit: boolean; fileIds: number[] };

type AssignmentFormProps = { role: WorkOrderRole; editing?: EditedAssignment; template?: SourceTemplate };

/** The one work-order form: posts a new order, or edits one (`editing`). The draft lives in the store. */
export default function AssignmentForm({ role, editing, template }: AssignmentFormProps) {
  const router = useRouter();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [createWorkOrder] = useCreateWorkOrderMutation();
  const [updateWorkOrder] = useUpdateWorkOrderMutation();
  const kept = draftDocuments(useAppSelector(selectDraftAssignment));
  const [added, setAdded] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [documentsError, setDocumentsError] = useState<string | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  const actionBar = useRef<HTMLDivElement>(null);

  const form = useForm<AssignmentFormValues, unknown, AssignmentInput>({
    resolver: zodResolver(assignmentInputSchema),
    defaultValues: draftToFormValues(selectDraftAssignment(store.getState())),
  });
  const draftSync = useDraftSync(form);

  const addFiles = (files: File[]) => {
    const refused = files.filter((file) => !hasDocumentExtension(file));
    const accepted = files.filter(hasDocumentExtension);
    const room = MAX_ASSIGNMENT_DOCUMENTS - kept.length - added.length;
    if (refused.length) setDocumentsError(`${refused.map((file) => file.name).join(', ')} ${refused.length > 1 ? 'were' : 'was'} not attached: attach ${DOCUMENT_KINDS}.`);
    else setDocumentsError(accepted.length > room ? `A work order can carry at most ${MAX_ASSIGNMENT_DOCUMENTS} documents.` : null);
    setAdded((current) => [...current, ...accepted.slice(0, Math.max(room, 0))]);
  };

  /** A document the API refused is named in the message and taken off the list, so the next try can succeed. */
  const showDocumentError = (failure: { message: string; index: number | null } | null) => {
    const file = failure?.index !== null && failure?.index !== undefined ? added[failure.index] : undefined;
    setDocumentsError(failure && file ? `${file.name} was not attached: ${failure.message}` : (failure?.message ?? null));
    if (file) setAdded((current) => current.filter((item) => item !== file));
  };

  const onSubmit = async (draft: AssignmentInput) => {
    setDocumentsError(null);
    setProgress(0);
    try {
      let id = editing?.id;
      let message: string;
      if (editing) {
        const keptIds = new Set(kept.map((file) => file.id));
        const removeDocumentIds = editing.documents.filter((file) => !keptIds.has(file.id)).map((file) => file.id);
        message = await updateWorkOrder({ id: editing.id, draft, files: added, removeDocumentIds, onProgress: setProgress }).unwrap();
      } else {
        // A new order's kept documents are stored files of a template or a duplicated order: reused, not uploaded again.
        ({ id, message } = await createWorkOrder({ draft, files: added, reuseFileIds: kept.map((file) => file.id), onProgress: setProgress }).unwrap());
      }
      draftSync.stop();
      dispatch(resetDraft());
      toast.success(message);
      router.push(WORK_ORDER_ROUTES[role].workOrderDetails(id as number));
    } catch (error) {
      showDocumentError(applyAssignmentErrors(error, form.setError));
      setProgress(null);
    }
  };

  const resetForm = () => {
    dispatch(editing ? fillDraft(editing.saved) : resetDraft());
    form.reset(draftToFormValues(selectDraftAssignment(store.getState())));
    setAdded([]);
    setDocumentsError(null);
    setIsResetOpen(false);
    toast.info(editing ? 'Your changes were discarded.' : 'The form was reset to its defaults.');
  };

  /** The draft without its schedule, for "Save as template": null (and the form shows why) while a section is incomplete. */
  const readTemplateDraft = async () => {
    const parsed = templateDraftSchema.safeParse(form.getValues());
    if (!parsed.success) {
      await form.trigger(['basic_info', 'location', 'pricing', 'deliverables'], { shouldFocus: true });
      return null;
    }
    return { draft: parsed.data, files: added, reuseFileIds: kept.map((file) => file.id) };
  };

  const isSubmitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        onKeyDown={preventEnterSubmit}
        onFocus={(event) => revealAboveBar(event.target, actionBar.current)}
        sx={{ display: 'grid', gap: 3 }}
      >
        <BasicInfoSection />
        <LocationSection />
        <SchedulingSection />
        <PricingSection />
        <DeliverablesSection />
        {/* Routing is chosen when posting; a posted order is routed or opened from its details page. */}
        {!editing && <RoutingSection />}
        <DocumentsSection
          kept={kept}
          keptNote={editing ? 'Attached' : 'Reused, not uploaded again'}
          added={added}
          onAdd={addFiles}
          onRemoveKept={(fileId) => dispatch(mergeDraft({ documents: kept.filter((file) => file.id !== fileId) }))}
          onRemoveAdded={(index) => setAdded((current) => current.filter((_file, position) => position !== index))}
          uploadProgress={progress}
          error={documentsError}
        />
        <Paper ref={actionBar} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap', position: 'sticky', bottom: 0, zIndex: 1 }}>
          <Button color="inherit" onClick={() => setIsResetOpen(true)} disabled={isSubmitting}>
            {editing ? 'Discard changes' : 'Reset form'}
          </Button>
          {!editing && <SaveAsTemplateButton role={role} source={{ readDraft: readTemplateDraft }} variant="text" />}
          {!editing && template?.canEdit && <UpdateTemplateButton role={role} template={template} readDraft={readTemplateDraft} />}
          <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium">
            {editing ? 'Save changes' : 'Post work order'}
          </SubmitButton>
        </Paper>
      </Box>
      <ConfirmDialog
        isOpen={isResetOpen}
        title={editing ? 'Discard your changes?' : 'Reset the form?'}
        message={editing ? 'The form goes back to the work order as it is saved.' : 'Everything entered so far is cleared and the defaults come back.'}
        confirmLabel={editing ? 'Discard changes' : 'Reset form'}
        isDestructive
        onConfirm={resetForm}
        onClose={() => setIsResetOpen(false)}
      />
    </FormProvider>
  );
}
