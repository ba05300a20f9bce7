import { skipToken } from '@reduxjs/toolkit/query';

/** An id from a page's address is a whole number above 0; anything else is not found. */
export const isValidId = (id: number) => Number.isInteger(id) && id > 0;

/** A details query's argument: the id, or RTK Query's skipToken (no request) for an id that can't exist. */
export const toIdArg = (id: number) => (isValidId(id) ? id : skipToken);
