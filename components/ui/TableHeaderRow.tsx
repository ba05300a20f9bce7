import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A table's bold head row; the `Actions` column sits right, and an empty header (an expander column) keys by its place. */
export default function TableHeaderRow({ headers }: { headers: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {headers.map((header, index) => (
          <TableCell key={header || index} align={header === 'Actions' ? 'right' : undefined} sx={{ fontWeight: 600 }}>
            {header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
