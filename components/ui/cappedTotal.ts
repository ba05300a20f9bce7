import type { CappedApiPage } from '@/contracts/envelope';

// Lists whose total the API counts only up to a cap ("1,000+"), as their pagers show them.

type Total = Pick<CappedApiPage<unknown>, 'total_count' | 'total_capped'>;

/** "1,234", or "1,000+" when more rows match than were counted. */
export const formatTotal = ({ total_count, total_capped }: Total) => `${total_count.toLocaleString('en-US')}${total_capped ? '+' : ''}`;

/**
 * Rows a pager may count on: a capped total is at least the rows up to the end of the current
 * page and more rows match, so one past it keeps the next page reachable.
 */
export const pagerCount = ({ total_count, total_capped }: Total) => (total_capped ? total_count + 1 : total_count);
