import { getContrastRatio } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATUS, getStatusLabel, type StatusSide } from '@/constants';
import theme from '@/theme/theme';
import { overWhite } from '@/theme/contrast';
import StatusChip, { statusChipColor } from './StatusChip';

afterEach(cleanup);

const SIDES: StatusSide[] = ['company', 'engineer'];

/** The background and text colour a filled chip of that colour gets from the theme. */
function chipColors(color: ReturnType<typeof statusChipColor>) {
  if (color === 'default') return { background: overWhite(theme.palette.action.selected), text: theme.palette.text.primary };
  return { background: theme.palette[color].main, text: theme.palette[color].contrastText };
}

describe('StatusChip', () => {
  it('shows the label of the side', () => {
    render(<StatusChip status={0} side="engineer" />);
    expect(screen.getByText('Applied')).toBeInTheDocument();
  });

  it.each(SIDES)('keeps every %s status label at 4.5:1 or more against its chip (WCAG 1.4.3)', (side) => {
    const ratios = Object.values(ASSIGNMENT_STATUS).map((status) => {
      const { background, text } = chipColors(statusChipColor(status, side));
      return { label: getStatusLabel(status, side), ratio: Number(getContrastRatio(text, background).toFixed(2)) };
    });
    expect(ratios.filter(({ ratio }) => ratio < 4.5)).toEqual([]);
  });
});
