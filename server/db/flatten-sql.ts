import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * `fragment` rendered once into its text and values: the same SQL, but as a flat list of text
 * and values. Drizzle walks a fragment's whole tree each time a query holding it is built, and
 * find work puts its search conditions and distance into several parts of one statement: built
 * flat, each part costs a few chunks instead of the whole tree again. The statement sent is the
 * same, text and values. A fragment whose text holds `$n` itself (a string literal) is kept as it
 * is: its placeholders could not be told apart.
 */
export function flattenSql<T>(fragment: SQL<T>): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  const parts = text.split(/\$(\d+)/);
  const numbered = parts.filter((_, index) => index % 2 === 1);
  if (numbered.length !== params.length || numbered.some((number, index) => Number(number) !== index + 1)) return fragment;
  const chunks = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(params[index >> 1])));
  return sql.join(chunks) as SQL<T>;
}
