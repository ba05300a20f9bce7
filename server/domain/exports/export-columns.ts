import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Pieces the CSV exports share. The queries answer every column as text (or null), so the pg
// driver and PGlite read the pages' rows alike and nothing is re-parsed on the way out.

/** The instant as wall-clock text in a time zone (YYYY-MM-DDTHH:MI:SS) and that zone's offset from UTC at the instant, in minutes. */
export const wallClockColumns = (name: string, instant: SQLWrapper, zone: SQLWrapper | string) => ({
  [`${name}_local`]: sql<string | null>`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS')`.as(`${name}_local`),
  [`${name}_offset`]: sql<string | null>`(extract(epoch from (${instant} at time zone ${zone}) - (${instant} at time zone 'UTC')) / 60)::int::text`.as(`${name}_offset`),
});

/** A column as text under its name. */
export const asText = (name: string, value: SQLWrapper): SQL.Aliased<string | null> => sql<string | null>`(${value})::text`.as(name);

/** A user's full name under `name`. */
export const fullName = (name: string, user: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`nullif(concat_ws(' ', ${user.firstName}, ${user.lastName}), '')`.as(name);

type Row = Record<string, string | null>;

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 with the offset (Z for UTC): 2026-11-28T09:00:00-06:00. */
export function isoInstant(row: Row, name: string): string | null {
  const local = row[`${name}_local`];
  if (!local) return null;
  const offset = Number(row[`${name}_offset`] ?? 0);
  if (offset === 0) return `${local}Z`;
  const minutes = Math.abs(offset);
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The same instant's day as MM/DD/YYYY. */
export function usDate(row: Row, name: string): string | null {
  const local = row[`${name}_local`];
  return local ? `${local.slice(5, 7)}/${local.slice(8, 10)}/${local.slice(0, 4)}` : null;
}

/** The span of calendar days as instants: from 00:00 UTC on `from` up to (not including) 00:00 UTC the day after `to`. */
export function utcDayBounds({ from, to }: { from: string; to: string }): { start: Date; end: Date } {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: new Date(`${from}T00:00:00Z`), end };
}

/** The file name of an export: `work-orders-2026-11-28.csv`. */
export const exportFileName = (kind: string, day: string) => `${kind}-${day}.csv`;
