import { keyframes, type Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

// MUI's text Skeleton, drawn by one rule per row instead of one styled component per cell:
// a page's first render mounts these with everything else, and each styled component costs.
const rowSx = (theme: Theme) => ({
  '& .skeleton-bar': {
    display: 'block',
    backgroundColor: theme.alpha(theme.palette.text.primary, 0.11),
    transformOrigin: '0 55%',
    transform: 'scale(1, 0.6)',
    borderRadius: `${theme.shape.borderRadius}px`,
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '&::before': { content: '"\\00a0"' },
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/** Placeholder rows while a table's first page loads. */
export default function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_unused, row) => (
    <TableRow key={row} sx={rowSx}>
      {Array.from({ length: columns }, (_cell, column) => (
        <TableCell key={column}>
          <span className="skeleton-bar" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
