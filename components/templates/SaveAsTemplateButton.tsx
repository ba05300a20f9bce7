'use client';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { WorkOrderRole } from '@/constants';
import type { TemplateDraft, TemplateNameValues } from '@/contracts/templates';
import { useCreateTemplateMutation } from '@/store/api/templatesApi';
import NameDialog from '@/components/ui/NameDialog';
import { templateNameFields } from './templateNameFields';

/** What the template is made of: an existing order, or the form's draft with its documents (null when the draft is not complete yet). */
export type TemplateSource = { assignmentId: number } | { readDraft: () => Promise<{ draft: TemplateDraft; files: File[]; reuseFileIds: number[] } | null> };

type SaveAsTemplateButtonProps = { role: WorkOrderRole; source: TemplateSource; variant?: ButtonProps['variant']; defaultName?: string };

/** "Save as template": asks a name, then saves every section but the schedule, documents included (the same stored files). */
export default function SaveAsTemplateButton({ role, source, variant = 'outlined', defaultName = '' }: SaveAsTemplateButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [createTemplate] = useCreateTemplateMutation();

  const open = async () => {
    // The form's draft must pass its checks first (the form shows what is missing).
    if ('readDraft' in source && !(await source.readDraft())) {
      toast.error('Complete the work order (all but the schedule) before saving it as a template.');
      return;
    }
    setIsOpen(true);
  };

  const save = async ({ name, shared }: TemplateNameValues) => {
    if ('assignmentId' in source) {
      toast.success(await createTemplate({ name, shared, fromAssignmentId: source.assignmentId }).unwrap());
    } else {
      const read = await source.readDraft();
      // Incomplete: the work-order form shows what is missing, and the dialog stays open.
      if (!read) return false;
      toast.success(await createTemplate({ name, shared, draft: read.draft, files: read.files, reuseFileIds: read.reuseFileIds }).unwrap());
    }
    setIsOpen(false);
  };

  return (
    <>
      <Button variant={variant} color="inherit" startIcon={<BookmarkAddOutlined />} onClick={() => void open()}>
        Save as template
      </Button>
      <NameDialog
        {...templateNameFields(role)}
        isOpen={isOpen}
        title="Save as template"
        intro="Every section but the schedule is saved, documents included. Post new orders from it on the Templates page."
        submitLabel="Save template"
        initial={{ name: defaultName, shared: false }}
        onSave={save}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
