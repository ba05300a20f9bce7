const DOT = '•';

/**
 * What the portal may show of a saved account: 'j•••@example.com' for an e-mail, otherwise
 * the last four characters ('•••• 6789'), fewer for short values so most stays hidden.
 */
export function maskAccountIdentifier(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}${DOT.repeat(3)}${value.slice(at)}`;
  const compact = value.replace(/[\s-]/g, '');
  const visible = Math.min(4, Math.max(0, compact.length - 4));
  return `${DOT.repeat(4)} ${compact.slice(compact.length - visible)}`.trimEnd();
}
