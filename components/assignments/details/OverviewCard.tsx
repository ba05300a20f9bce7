import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormSection from '@/components/ui/FormSection';
import type { AssignmentDetails } from '@/contracts/assignment';
import DetailItem, { DetailGrid } from '@/components/ui/DetailItem';

/** What the work is: description, category, job title and skills. */
export default function OverviewCard({ order }: { order: AssignmentDetails }) {
  const { basic_info: info } = order;
  return (
    <FormSection title="Overview">
      <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{info.description}</Typography>
      <DetailGrid>
        <DetailItem label="Category">{info.category_name}</DetailItem>
        <DetailItem label="Job title wanted">{info.job_title_name ?? 'Any'}</DetailItem>
        {order.customer_name && <DetailItem label="Posted by">{order.customer_name}</DetailItem>}
        {order.assigned_engineer && <DetailItem label="Assigned engineer">{order.assigned_engineer.name}</DetailItem>}
      </DetailGrid>
      <Box sx={{ mt: 2 }}>
        <DetailItem label="Skills">
          {info.skills.length ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
              {info.skills.map((skill) => (
                <Chip key={skill.id} label={skill.name} size="small" variant="outlined" />
              ))}
            </Stack>
          ) : (
            'None listed'
          )}
        </DetailItem>
      </Box>
    </FormSection>
  );
}
