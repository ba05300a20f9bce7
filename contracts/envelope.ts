/** The envelope of every v1 answer. */
export type ApiEnvelope<T> = { message: string; data: T };

/** One page of a list: `data: { total_count, data: [...] }`. */
export type ApiPage<T> = { total_count: number; data: T[] };

/** A page of a list counted up to a cap: when `total_capped`, more than `total_count` rows match ("1,000+"). */
export type CappedApiPage<T> = ApiPage<T> & { total_capped: boolean };

export type ApiFieldError = { path: string; message: string };

export type ApiErrorBody = { message?: string; errors?: ApiFieldError[] };
