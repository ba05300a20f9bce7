/** Characters a quoted `filename="…"` carries as they are: printable ASCII but the quote, backslash and percent sign. */
const PLAIN_NAME_CHARACTER = /[\x20-\x7e]/;
const UNSAFE_IN_QUOTES = /["\\%]/;

/** RFC 8187 value characters: what encodeURIComponent leaves plus what it must not (' ( ) *). */
const encodeExtValue = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header value naming `fileName` (RFC 6266): the name as it is in
 * `filename="…"` when it is plain printable ASCII; otherwise an ASCII stand-in there (each other
 * character an underscore) and the exact name, UTF-8 and percent-encoded, in `filename*`.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const fallback = [...fileName].map((character) => (PLAIN_NAME_CHARACTER.test(character) && !UNSAFE_IN_QUOTES.test(character) ? character : '_')).join('');
  if (fallback === fileName) return `${disposition}; filename="${fileName}"`;
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
