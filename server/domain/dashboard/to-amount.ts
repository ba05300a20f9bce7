import { roundToHundredths } from '@/lib/money';

/** Money as the database summed it (numeric text), as a number rounded to cents. */
export const toAmount = (value: string | number | null | undefined) => roundToHundredths(Number(value ?? 0));
