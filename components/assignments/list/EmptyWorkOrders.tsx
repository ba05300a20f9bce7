import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LinkButton from '@/components/ui/LinkButton';

type EmptyWorkOrdersProps = { addHref: string; isFiltered: boolean };

/** No orders at all (with a way to add one), or none matching the filter. */
export default function EmptyWorkOrders({ addHref, isFiltered }: EmptyWorkOrdersProps) {
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <AssignmentOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {isFiltered ? 'No work orders match' : 'No work orders yet'}
      </Typography>
      <Typography color="text.secondary">
        {isFiltered ? 'Try another status or search.' : 'Post your first work order and engineers nearby can apply.'}
      </Typography>
      <LinkButton href={addHref} variant="contained" sx={{ mt: 1 }}>
        Add New Work Order
      </LinkButton>
    </Box>
  );
}
