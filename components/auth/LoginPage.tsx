import TextLink from '@/components/ui/TextLink';
import Typography from '@mui/material/Typography';
import { FORGOT_PASSWORD_PATH, LOGIN_PATHS, REGISTRATION_PATHS, ROLE_LABELS, parseSessionEndReason, type SignedInRole } from '@/constants';
import type { SearchParams } from '@/types/next';
import AuthLayout from './AuthLayout';
import LoginForm from './LoginForm';

type LoginPageProps = { role: SignedInRole; searchParams: SearchParams };

/** Customers are created by their company; only engineers and companies register. */
const SELF_REGISTRATION: Partial<Record<SignedInRole, string>> = REGISTRATION_PATHS;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The sign-in page of one role, with links to the other roles' sign-in pages. */
export default async function LoginPage({ role, searchParams }: LoginPageProps) {
  const query = await searchParams;
  const otherRoles = (Object.keys(LOGIN_PATHS) as SignedInRole[]).filter((other) => other !== role);
  const registration = SELF_REGISTRATION[role];
  const footer = (
    <>
      <Typography variant="body2">
        <TextLink href={`${FORGOT_PASSWORD_PATH}?role=${role}`}>
          Forgot your password?
        </TextLink>
      </Typography>
      {registration && (
        <Typography variant="body2">
          New here?{' '}
          <TextLink href={registration}>
            Create a {ROLE_LABELS[role].toLowerCase()} account
          </TextLink>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Not a {ROLE_LABELS[role].toLowerCase()}?{' '}
        {otherRoles.map((other, index) => (
          <span key={other}>
            {index > 0 && ' or '}
            <TextLink href={LOGIN_PATHS[other]}>
              sign in as {ROLE_LABELS[other].toLowerCase()}
            </TextLink>
          </span>
        ))}
      </Typography>
    </>
  );
  return (
    <AuthLayout title={`${ROLE_LABELS[role]} sign in`} subtitle="Welcome back. Sign in with your email and password." footer={footer}>
      <LoginForm role={role} error={first(query.error)} callbackUrl={first(query.callbackUrl)} endReason={parseSessionEndReason(first(query.reason))} />
    </AuthLayout>
  );
}
