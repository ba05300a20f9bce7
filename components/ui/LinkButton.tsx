'use client';
import Button, { type ButtonProps } from '@mui/material/Button';
import NextLink from 'next/link';

type LinkButtonProps = Omit<ButtonProps<typeof NextLink>, 'component'>;

/** An MUI button that navigates client-side; usable from server components. */
export default function LinkButton(props: LinkButtonProps) {
  return <Button component={NextLink} {...props} />;
}
