'use client';
import Button, { type ButtonProps } from '@mui/material/Button';
import NextLink from 'next/link';

type LinkButtonProps = Omit<ButtonProps, 'component' | 'href'> & { href: string };

/** An MUI button that navigates client-side; usable from server components. */
export default function LinkButton({ href, ...props }: LinkButtonProps) {
  return <Button component={NextLink} href={href} {...props} />;
}
