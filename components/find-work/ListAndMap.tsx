'use client';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type ReactNode } from 'react';
import { useIsPhone } from '@/components/ui/useIsPhone';

type View = 'list' | 'map';

type ListAndMapProps = {
  list: ReactNode;
  /** The map, in a box of this height; made only while it can be seen (Leaflet measures its box as it starts). */
  renderMap: (height: number | string | Record<string, number | string>) => ReactNode;
};

/**
 * The list with its map: beside it on wide screens (above it from 600 px), and on a phone one or
 * the other, the list first.
 */
export default function ListAndMap({ list, renderMap }: ListAndMapProps) {
  const isPhone = useIsPhone();
  const [view, setView] = useState<View>('list');
  const isMapShown = !isPhone || view === 'map';
  const onPhone = (shown: boolean) => ({ xs: shown ? 'block' : 'none', sm: 'block' });
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: View | null) => next && setView(next)}
        aria-label="Show work orders as"
        sx={{ display: { xs: 'flex', sm: 'none' }, mb: 2, '& .MuiToggleButton-root': { flex: 1, gap: 1 } }}
      >
        <ToggleButton value="list">
          <FormatListBulleted fontSize="small" /> List
        </ToggleButton>
        <ToggleButton value="map">
          <MapOutlined fontSize="small" /> Map
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ order: { xs: 2, md: 1 }, display: onPhone(view === 'list') }}>{list}</Box>
        <Box sx={{ order: { xs: 1, md: 2 }, display: onPhone(view === 'map'), position: { md: 'sticky' }, top: { md: 16 } }}>
          {isMapShown && renderMap({ xs: '65vh', sm: 300, md: 'min(70vh, 640px)' })}
        </Box>
      </Box>
    </>
  );
}
