import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import PageHeader from '@/components/ui/PageHeader';
import StatusChip from '@/components/ui/StatusChip';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';

type EngineerOrderHeaderProps = { details: EngineerAssignmentDetails; actions?: ReactNode; children?: ReactNode };

/** An engineer's order page title: the order, its company and where it stands for them (none before applying); `children` add chips. */
export default function EngineerOrderHeader({ details, actions, children }: EngineerOrderHeaderProps) {
  return (
    <PageHeader
      title={details.basic_info.title}
      subtitle={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span>{details.company.name}</span>
          {details.engineer_status !== null && <StatusChip side="engineer" status={details.engineer_status} />}
          {children}
        </Box>
      }
      actions={actions}
    />
  );
}
