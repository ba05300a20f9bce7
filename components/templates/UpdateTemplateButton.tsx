'use client';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import type { TemplateDraft } from '@/contracts/templates';
import { useUpdateTemplateMutation } from '@/store/api/templatesApi';
import type { SourceTemplate } from '@/components/assignments/form/AssignmentForm';

type UpdateTemplateButtonProps = {
  role: WorkOrderRole;
  template: SourceTemplate;
  readDraft: () => Promise<{ draft: TemplateDraft; files: File[]; reuseFileIds: number[] } | null>;
};

/**
 * "Save to template": the form's sections but the schedule replace the template's; documents
 * removed from the form are detached from it, new ones attached. Then back to the Templates page.
 */
export default function UpdateTemplateButton({ role, template, readDraft }: UpdateTemplateButtonProps) {
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [updateTemplate, { isLoading }] = useUpdateTemplateMutation();

  const open = async () => {
    if (!(await readDraft())) {
      toast.error('Complete the work order (all but the schedule) before saving it to the template.');
      return;
    }
    setIsOpen(true);
  };

  const save = async () => {
    const read = await readDraft();
    if (!read) return;
    const kept = new Set(read.reuseFileIds);
    try {
      const message = await updateTemplate({ id: template.id, draft: read.draft, files: read.files, removeFileIds: template.fileIds.filter((id) => !kept.has(id)) }).unwrap();
      toast.success(message);
      setIsOpen(false);
      router.push(WORK_ORDER_ROUTES[role].templates);
    } catch {
      // the API client has shown why
    }
  };

  return (
    <>
      <Button variant="text" color="inherit" startIcon={<SaveOutlined />} onClick={() => void open()}>
        Save to template
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={`Save your changes to “${template.name}”?`}
        message="Every section but the schedule replaces the template’s, with the documents listed here. Orders already posted from it do not change."
        confirmLabel="Save to template"
        isBusy={isLoading}
        onConfirm={() => void save()}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
