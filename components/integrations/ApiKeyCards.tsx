'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ApiKey } from '@/contracts/apiKeys';
import TimeText from './TimeText';

type ApiKeyCardsProps = { keys: ApiKey[] | null; onRevoke: (key: ApiKey) => void };

/** The keys table's rows as cards, for phones: nothing to scroll sideways. `keys` null shows a skeleton. */
export default function ApiKeyCards({ keys, onRevoke }: ApiKeyCardsProps) {
  if (keys === null) return <Skeleton variant="rounded" height={120} aria-label="Loading API keys" />;
  return (
    <Box component="ul" aria-label="API keys" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {keys.map((key) => (
        <Paper key={key.id} component="li" variant="outlined" aria-label={key.name} sx={{ p: 1.5, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{key.name}</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {key.prefix}…
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}>
            {key.scopes.map((scope) => (
              <Chip key={scope} size="small" variant="outlined" label={scope} />
            ))}
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            <Fact label="Created by">{key.created_by.name}</Fact>
            <Fact label="Created">
              <TimeText value={key.created_at} />
            </Fact>
            <Fact label="Last used">
              <TimeText value={key.last_used_at} empty="Never" />
            </Fact>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button size="small" color="error" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
              Revoke
            </Button>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
