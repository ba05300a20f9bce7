import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import EmptyState from '@/components/ui/EmptyState';
import LinkButton from '@/components/ui/LinkButton';

type EmptyWorkOrdersProps = { addHref: string; isFiltered: boolean };

/** No orders at all (with a way to add one), or none matching the filter. */
export default function EmptyWorkOrders({ addHref, isFiltered }: EmptyWorkOrdersProps) {
  return (
    <EmptyState
      py={8}
      icon={<AssignmentOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />}
      title={isFiltered ? 'No work orders match' : 'No work orders yet'}
      description={isFiltered ? 'Try another status or search.' : 'Post your first work order and engineers nearby can apply.'}
      action={
        <LinkButton href={addHref} variant="contained">
          Add New Work Order
        </LinkButton>
      }
    />
  );
}
