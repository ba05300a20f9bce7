import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A page whose data could not be loaded (not a 404): the reason and a retry. */
export default function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
