import TextLink from '@/components/ui/TextLink';
import Typography from '@mui/material/Typography';
import { getLoginPath } from '@/constants';
import type { SearchParamsProps } from '@/types/next';
import AuthLayout from '@/components/auth/AuthLayout';
import ForgotPasswordFlow from '@/components/auth/forgot-password/ForgotPasswordFlow';

export default async function ForgotPasswordPage({ searchParams }: SearchParamsProps) {
  const { role, reset_token: resetToken } = await searchParams;
  const signInRole = typeof role === 'string' ? role : undefined;
  const footer = (
    <Typography variant="body2">
      Remembered it?{' '}
      <TextLink href={getLoginPath(signInRole)}>
        Back to sign in
      </TextLink>
    </Typography>
  );
  return (
    <AuthLayout title="Reset your password" subtitle="We will email you a code or a reset token for your account." footer={footer}>
      <ForgotPasswordFlow resetToken={typeof resetToken === 'string' ? resetToken : undefined} />
    </AuthLayout>
  );
}
