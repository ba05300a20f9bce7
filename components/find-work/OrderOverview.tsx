import Box from '@mui/material/Box';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import OrderFacts from './OrderFacts';
import OrderScope from './OrderScope';

/** Everything about one work order an engineer needs to decide: the work on the left, the terms on the right. */
export default function OrderOverview({ details }: { details: EngineerAssignmentDetails }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
      <OrderScope details={details} />
      <OrderFacts details={details} />
    </Box>
  );
}
