import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChangePasswordForm from './ChangePasswordForm';

/** The signed-in change-password page (company and customer). */
export default function ChangePasswordPage() {
  return (
    <>
      <Typography variant="h4" component="h1">
        Change password
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Your other signed-in devices will be signed out.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560 }}>
        <ChangePasswordForm />
      </Paper>
    </>
  );
}
