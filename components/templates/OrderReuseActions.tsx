'use client';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import LinkButton from '@/components/ui/LinkButton';
import type { WorkOrderRole } from '@/constants';
import { TEMPLATE_NAME_MAX_LENGTH } from '@/contracts/templates';
import SaveAsTemplateButton from './SaveAsTemplateButton';
import { duplicateOrderHref } from './templateLinks';

type OrderReuseActionsProps = { role: WorkOrderRole; order: { id: number; basic_info: { title: string } } };

/** On an order's page, whatever its status: Duplicate (the add form filled with it) and Save as template. */
export default function OrderReuseActions({ role, order }: OrderReuseActionsProps) {
  return (
    <>
      <LinkButton href={duplicateOrderHref(role, order.id)} variant="outlined" color="inherit" startIcon={<ContentCopyOutlined />}>
        Duplicate
      </LinkButton>
      <SaveAsTemplateButton role={role} source={{ assignmentId: order.id }} defaultName={order.basic_info.title.slice(0, TEMPLATE_NAME_MAX_LENGTH)} />
    </>
  );
}
