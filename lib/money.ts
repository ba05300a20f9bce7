/**
 * Rounds to two decimals, as the numeric(…, 2) columns keep amounts (to the cent) and hours (to
 * the hundredth). Halves round up, as Math.round does.
 */
export const roundToHundredths = (value: number): number => Math.round(value * 100) / 100;

/** Whether a number has at most two decimals (an amount in whole cents), allowing float noise. */
export const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
