'use client';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type SubmitButtonProps = Omit<ButtonProps, 'type'> & { isSubmitting: boolean };

/** The only way to submit a form: a click. Shows progress and blocks double submits. */
export default function SubmitButton({ isSubmitting, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
