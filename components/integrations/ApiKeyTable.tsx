'use client';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import SkeletonRows from '@/components/ui/SkeletonRows';
import TableHeaderRow from '@/components/ui/TableHeaderRow';
import type { ApiKey } from '@/contracts/apiKeys';
import TimeText from './TimeText';

const HEADERS = ['Name', 'Key', 'Scopes', 'Created by', 'Created', 'Last used', 'Actions'];

type ApiKeyTableProps = { keys: ApiKey[] | null; onRevoke: (key: ApiKey) => void };

/** The company side's keys by name and prefix (never the key itself); `keys` null shows a skeleton. */
export default function ApiKeyTable({ keys, onRevoke }: ApiKeyTableProps) {
  return (
    <Table size="small" aria-label="API keys" aria-busy={keys === null} sx={{ minWidth: 860 }}>
      <TableHeaderRow headers={HEADERS} />
      <TableBody>
        {keys === null
          ? <SkeletonRows rows={2} columns={HEADERS.length} />
          : keys.map((key) => (
              <TableRow key={key.id} aria-label={key.name}>
                <TableCell sx={{ fontWeight: 600, minWidth: 140, overflowWrap: 'anywhere' }}>{key.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{key.prefix}…</TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {key.scopes.map((scope) => (
                      <Chip key={scope} size="small" variant="outlined" label={scope} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>{key.created_by.name}</TableCell>
                <TableCell>
                  <TimeText value={key.created_at} />
                </TableCell>
                <TableCell>
                  <TimeText value={key.last_used_at} empty="Never" />
                </TableCell>
                <TableCell align="right">
                  <Button size="small" color="error" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                    Revoke
                  </Button>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
