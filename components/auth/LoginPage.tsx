import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { LOGIN_PATHS, ROLE_LABELS, type SignedInRole } from '@/constants';
import type { SearchParams } from '@/types/next';
import AuthLayout from './AuthLayout';
import LoginForm from './LoginForm';

type LoginPageProps = { role: SignedInRole; searchParams: SearchParams };

const REGISTRATION_PATHS: Partial<Record<SignedInRole, string>> = {
  field_engineer: '/registration/engineer',
  company: '/registration/company',
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The sign-in page of one role, with links to the other roles' sign-in pages. */
export default async function LoginPage({ role, searchParams }: LoginPageProps) {
  const query = await searchParams;
  const otherRoles = (Object.keys(LOGIN_PATHS) as SignedInRole[]).filter((other) => other !== role);
  const registration = REGISTRATION_PATHS[role];
  const footer = (
    <>
      <Typography variant="body2">
        <Link component={NextLink} href={`/forgot-password?role=${role}`}>
          Forgot your password?
        </Link>
      </Typography>
      {registration && (
        <Typography variant="body2">
          New here?{' '}
          <Link component={NextLink} href={registration}>
            Create a {ROLE_LABELS[role].toLowerCase()} account
          </Link>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Not a {ROLE_LABELS[role].toLowerCase()}?{' '}
        {otherRoles.map((other, index) => (
          <span key={other}>
            {index > 0 && ' or '}
            <Link component={NextLink} href={LOGIN_PATHS[other]}>
              sign in as {ROLE_LABELS[other].toLowerCase()}
            </Link>
          </span>
        ))}
      </Typography>
    </>
  );
  return (
    <AuthLayout title={`${ROLE_LABELS[role]} sign in`} subtitle="Welcome back. Sign in with your email and password." footer={footer}>
      <LoginForm role={role} error={first(query.error)} callbackUrl={first(query.callbackUrl)} />
    </AuthLayout>
  );
}
