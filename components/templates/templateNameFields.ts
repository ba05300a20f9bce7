import type { WorkOrderRole } from '@/constants';
import { TEMPLATE_NAME_MAX_LENGTH, templateNameFormSchema } from '@/contracts/templates';

/** The name dialog's fields for a template ("Save as template", "Rename"): its name and whether it is shared. */
export const templateNameFields = (role: WorkOrderRole) =>
  ({
    nameLabel: 'Template name',
    maxLength: TEMPLATE_NAME_MAX_LENGTH,
    schema: templateNameFormSchema,
    checkbox: { name: 'shared', label: role === 'company' ? 'Shared with the customer users' : 'Shared with the other users of the company' },
  }) as const;
