'use client';
import Link, { type LinkProps } from '@mui/material/Link';
import NextLink from 'next/link';

type TextLinkProps = Omit<LinkProps, 'component' | 'href'> & { href: string };

/** An MUI text link that navigates client-side; usable from server components. */
export default function TextLink({ href, ...props }: TextLinkProps) {
  return <Link component={NextLink} href={href} {...props} />;
}
