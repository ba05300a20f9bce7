import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import FormSection from '@/components/ui/FormSection';
import { formatDate } from '@/components/assignments/formatters';
import type { AssignmentDetails } from '@/contracts/assignment';

/** What the engineer must hand in, and what has been handed in. */
export default function DeliverablesCard({ order }: { order: AssignmentDetails }) {
  return (
    <FormSection title="Deliverables">
      {order.deliverables.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No deliverables asked for.
        </Typography>
      ) : (
        <List dense aria-label="Deliverables">
          {order.deliverables.map((deliverable) => (
            <ListItem key={deliverable.id} divider secondaryAction={deliverable.is_required ? <Chip size="small" label="Required" /> : <Chip size="small" variant="outlined" label="Optional" />}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {deliverable.file ? <CheckCircleOutlined color="success" /> : <RadioButtonUncheckedOutlined color="disabled" />}
              </ListItemIcon>
              <ListItemText
                sx={{ pr: 10 }}
                primary={deliverable.name}
                secondary={[deliverable.document_type_name, deliverable.delivered_at ? `delivered ${formatDate(deliverable.delivered_at)}` : 'not delivered yet'].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </FormSection>
  );
}
