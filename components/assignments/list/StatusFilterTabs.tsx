'use client';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo } from 'react';
import { COMPANY_STATUS_FILTERS } from '@/constants';

type StatusFilterTabsProps = { value: number; onChange: (status: number) => void };

/** The company filter list, in exactly the order of COMPANY_STATUS_FILTERS. */
function StatusFilterTabs({ value, onChange }: StatusFilterTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, status: number) => onChange(status)}
      variant="scrollable"
      scrollButtons
      allowScrollButtonsMobile
      aria-label="Filter by status"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {COMPANY_STATUS_FILTERS.map((filter) => (
        <Tab key={filter.value} value={filter.value} label={filter.label} sx={{ minWidth: 0, px: 2 }} />
      ))}
    </Tabs>
  );
}

// Memoized: a list page re-renders as its data loads; the tabs would re-measure themselves (a forced layout) each time.
export default memo(StatusFilterTabs);
