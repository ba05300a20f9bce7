import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import TextLink from '@/components/ui/TextLink';

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');

/** A Markdown link: portal paths navigate in place; other sites open in a new tab without access to this one. */
export default function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  if (!isExternal(href)) return <TextLink href={href}>{children}</TextLink>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}
