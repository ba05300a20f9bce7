import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type PaymentLine = { label: string; value: ReactNode; isTotal?: boolean };

/** A payment, part by part, with the total last and in bold. */
export default function PaymentLines({ lines, label }: { lines: PaymentLine[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.label}>
            <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: line.isTotal ? 700 : undefined, borderBottom: line.isTotal ? 0 : undefined }}>
              {line.label}
            </TableCell>
            <TableCell align="right" sx={{ pr: 0, fontWeight: line.isTotal ? 700 : undefined, borderBottom: line.isTotal ? 0 : undefined }}>
              {line.value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
