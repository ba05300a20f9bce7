/** Money as the database summed it (numeric text), as a number rounded to cents. */
export const toAmount = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;
