/** The envelope of every v1 answer. */
export type ApiEnvelope<T> = { message: string; data: T };

/** One page of a list: `data: { total_count, data: [...] }`. */
export type ApiPage<T> = { total_count: number; data: T[] };

export type ApiFieldError = { path: string; message: string };

export type ApiErrorBody = { message?: string; errors?: ApiFieldError[] };
