import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import MarkdownLink from './MarkdownLink';

// Markdown drawn with the portal's MUI components. Raw HTML in the source is dropped (no
// rehype-raw) and react-markdown's URL filter removes javascript: and similar links. The page
// title is the PageHeader's h1, so Markdown headings start at h2.

const heading = (variant: 'h5' | 'h6' | 'subtitle1', component: 'h2' | 'h3' | 'h4') =>
  function MarkdownHeading({ children }: { children?: ReactNode }) {
    return (
      <Typography variant={variant} component={component} sx={{ mt: 4, mb: 1.5, fontWeight: 700 }}>
        {children}
      </Typography>
    );
  };

const COMPONENTS: Components = {
  h1: heading('h5', 'h2'),
  h2: heading('h5', 'h2'),
  h3: heading('h6', 'h3'),
  h4: heading('subtitle1', 'h4'),
  h5: heading('subtitle1', 'h4'),
  h6: heading('subtitle1', 'h4'),
  p: ({ children }) => <Typography sx={{ mb: 2 }}>{children}</Typography>,
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  ul: ({ children }) => <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }}>{children}</Box>,
  ol: ({ children }) => <Box component="ol" sx={{ pl: 3, mt: 0, mb: 2 }}>{children}</Box>,
  li: ({ children }) => <Typography component="li" sx={{ mb: 0.75 }}>{children}</Typography>,
  blockquote: ({ children }) => (
    <Box component="blockquote" sx={{ m: 0, mb: 2, px: 2, py: 1.5, borderLeft: 4, borderColor: 'secondary.main', bgcolor: 'action.hover', borderRadius: 1, '& > :last-child': { mb: 0 } }}>
      {children}
    </Box>
  ),
  hr: () => <Divider sx={{ my: 3 }} />,
  code: ({ children }) => (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}>
      {children}
    </Box>
  ),
  pre: ({ children }) => <Box component="pre" sx={{ p: 2, mb: 2, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}>{children}</Box>,
  table: ({ children }) => (
    <TableContainer sx={{ mb: 3, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small">{children}</Table>
    </TableContainer>
  ),
  thead: ({ children }) => <TableHead>{children}</TableHead>,
  tbody: ({ children }) => <TableBody>{children}</TableBody>,
  tr: ({ children }) => <TableRow>{children}</TableRow>,
  th: ({ children }) => <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>{children}</TableCell>,
  td: ({ children }) => <TableCell>{children}</TableCell>,
};

/** Markdown from the repository's content files, rendered on the server with MUI typography. */
export default function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <Box sx={{ maxWidth: 860 }}>
      <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS} skipHtml disallowedElements={['img']} unwrapDisallowed>
        {markdown}
      </Markdown>
    </Box>
  );
}
