'use client';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import TimeText from '@/components/integrations/TimeText';
import LinkButton from '@/components/ui/LinkButton';
import SkeletonRows from '@/components/ui/SkeletonRows';
import TableHeaderRow from '@/components/ui/TableHeaderRow';
import type { WorkOrderRole } from '@/constants';
import type { TemplateSummary } from '@/contracts/templates';
import { newFromTemplateHref } from './templateLinks';

const HEADERS = ['Name', 'Work order title', 'Shared', 'Documents', 'Updated', 'Actions'];

type TemplateTableProps = {
  role: WorkOrderRole;
  templates: TemplateSummary[] | null;
  onRename: (template: TemplateSummary) => void;
  onDelete: (template: TemplateSummary) => void;
};

/** The templates the user sees; `templates` null shows a skeleton. Rename and Delete only on those the user may change. */
export default function TemplateTable({ role, templates, onRename, onDelete }: TemplateTableProps) {
  return (
    <Table size="small" aria-label="Templates" aria-busy={templates === null} sx={{ minWidth: 820 }}>
      <TableHeaderRow headers={HEADERS} />
      <TableBody>
        {templates === null
          ? <SkeletonRows rows={3} columns={HEADERS.length} />
          : templates.map((template) => (
              <TableRow key={template.id} aria-label={template.name}>
                <TableCell sx={{ fontWeight: 600, minWidth: 160, overflowWrap: 'anywhere' }}>
                  {template.name}
                  {template.created_by && (
                    <Typography variant="body2" color="text.secondary">
                      by {template.created_by.name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{template.title}</TableCell>
                <TableCell>{template.shared ? <Chip size="small" color="primary" variant="outlined" label="Shared" /> : <Chip size="small" variant="outlined" label="Private" />}</TableCell>
                <TableCell>{template.document_count}</TableCell>
                <TableCell>
                  <TimeText value={template.updated_at} />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                    <LinkButton size="small" variant="contained" href={newFromTemplateHref(role, template.id)} aria-label={`New order from ${template.name}`}>
                      New order
                    </LinkButton>
                    {template.can_edit && (
                      <>
                        <LinkButton size="small" href={newFromTemplateHref(role, template.id)} aria-label={`Edit ${template.name}`}>
                          Edit
                        </LinkButton>
                        <Button size="small" onClick={() => onRename(template)} aria-label={`Rename ${template.name}`}>
                          Rename
                        </Button>
                        <Button size="small" color="error" onClick={() => onDelete(template)} aria-label={`Delete ${template.name}`}>
                          Delete
                        </Button>
                      </>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
