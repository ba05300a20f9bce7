/** A PostgreSQL identifier (database, channel, table name) quoted for SQL text, quotes doubled. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
