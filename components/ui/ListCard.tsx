import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type ListCardFact = { label: string; value: ReactNode };

type ListCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** A status chip or similar, above the title. */
  badge?: ReactNode;
  facts: ListCardFact[];
  onOpen: () => void;
  /** Buttons under the card (outside the area that opens it). */
  actions?: ReactNode;
  /** Chosen (for a bulk action): outlined in the primary colour. */
  isSelected?: boolean;
};

/** One row of a list as a card, for screens too narrow for its table; the whole card opens it. */
export default function ListCard({ title, subtitle, badge, facts, onOpen, actions, isSelected = false }: ListCardProps) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', ...(isSelected && { borderColor: 'primary.main', bgcolor: 'action.selected' }) }}>
      <CardActionArea onClick={onOpen} sx={{ p: 2 }}>
        {badge && <Box sx={{ mb: 1 }}>{badge}</Box>}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1.5 }}>
          {facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardActionArea>
      {actions && <Box sx={{ px: 1, pb: 1, display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{actions}</Box>}
    </Card>
  );
}

/** The list the cards sit in. */
export function ListCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
      {children}
    </Box>
  );
}
