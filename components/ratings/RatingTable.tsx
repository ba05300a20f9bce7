'use client';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@/lib/formatters';
import SkeletonRows from '@/components/ui/SkeletonRows';
import EngineerPoolActions from '@/components/talent-pools/EngineerPoolActions';
import type { Rating as RatingRow } from '@/contracts/ratings';
import type { RatingViewer } from '@/store/api/ratingsApi';
import { counterpartOf, starsLabel } from './ratingText';

type RatingTableProps = {
  viewer: RatingViewer;
  rows: RatingRow[] | null;
  counterpartLabel: string;
  /** The viewer's own ratings: say which the rated side cannot see yet. */
  isGiven: boolean;
  skeletonRows: number;
};

/** A page of ratings; `rows` null shows a skeleton. The company may put a rated engineer in a pool, or block them, from here. */
export default function RatingTable({ viewer, rows, counterpartLabel, isGiven, skeletonRows }: RatingTableProps) {
  const headers = ['Work order', counterpartLabel, 'Stars', 'Comment', 'Date'];
  return (
    <Table size="small" aria-label="Ratings" aria-busy={rows === null} sx={{ minWidth: 760 }}>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header} sx={{ fontWeight: 600 }}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows === null ? (
          <SkeletonRows rows={skeletonRows} columns={headers.length} />
        ) : (
          rows.map((rating) => (
            <TableRow key={rating.id} aria-label={rating.assignment_title}>
              <TableCell sx={{ fontWeight: 600 }}>{rating.assignment_title}</TableCell>
              <TableCell>
                <div>{counterpartOf(viewer, rating)}</div>
                {viewer === 'company' && <EngineerPoolActions engineerId={rating.engineer_id} name={rating.engineer_name} />}
              </TableCell>
              <TableCell>
                <Rating value={rating.stars} readOnly size="small" aria-label={starsLabel(rating.stars)} />
              </TableCell>
              <TableCell sx={{ maxWidth: 360, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {rating.comment || '—'}
                {isGiven && !rating.is_revealed && (
                  <Chip size="small" variant="outlined" label={`Hidden from them until ${formatDate(rating.visible_at)}`} sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }} />
                )}
              </TableCell>
              <TableCell>{formatDate(rating.created_at)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
