import { sql } from 'drizzle-orm';
import type { SqlValue } from '../../db/prepare-by-shape';
import { assignmentSearchVector } from '../../db/schema';

/** Words past this many are ignored (a search of a paragraph matches nothing anyway). */
const MAX_KEYWORDS = 12;

/** The words of keywords: the runs of letters and digits, lower-cased, the first 12. */
export function toKeywordWords(keywords: string | null | undefined): string[] {
  return (keywords ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_KEYWORDS);
}

/**
 * Keywords as a prefix tsquery: every word becomes `word:*`, all AND-ed ("fib rack" →
 * `fib:* & rack:*`), so nothing a user types can be read as a tsquery operator. Null when
 * nothing is left to search for. (Saved searches keep the words space-separated, and the alert
 * statement makes the same query of them in SQL.)
 */
export function toPrefixTsquery(keywords: string | null | undefined): string | null {
  const words = toKeywordWords(keywords);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The tsquery of keywords in SQL (English stemming, like the search document). */
export const tsquerySql = (prefixQuery: SqlValue<string>) => sql`to_tsquery('english', ${prefixQuery})`;

/** The order matches a prefix tsquery (toPrefixTsquery's; reads the GIN index on the search document). */
export const matchesKeywordsSql = (prefixQuery: SqlValue<string>) => sql`${assignmentSearchVector} @@ ${tsquerySql(prefixQuery)}`;
