import { decomposeColor } from '@mui/material/styles';

/** A translucent colour as it shows on white, for contrast ratios (which ignore alpha). */
export function overWhite(color: string): string {
  const { values, type } = decomposeColor(color);
  const alpha = type === 'rgba' ? (values[3] ?? 1) : 1;
  const channels = values.slice(0, 3).map((value) => Math.round(value * alpha + 255 * (1 - alpha)));
  return `rgb(${channels.join(', ')})`;
}
