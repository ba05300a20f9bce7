import TextLink from '@/components/ui/TextLink';
import Typography from '@mui/material/Typography';
import { LOGIN_PATHS } from '@/constants';
import { emailField } from '@/contracts/auth';
import type { SearchParams } from '@/types/next';
import AuthLayout from './AuthLayout';
import RegistrationForm from './RegistrationForm';

const COPY = {
  engineer: {
    title: 'Create your engineer account',
    subtitle: 'Find field work near you, get assigned, and get paid for the jobs you complete.',
    login: LOGIN_PATHS.field_engineer,
  },
  company: {
    title: 'Create your company account',
    subtitle: 'Post work orders, choose from engineers who apply, and follow each job to payment.',
    login: LOGIN_PATHS.company,
  },
} as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type RegistrationPageProps = { accountType: keyof typeof COPY; searchParams: SearchParams };

/** `?email=…` (and `&code=…` from the link in the mail) opens the step that verifies the email. */
export default async function RegistrationPage({ accountType, searchParams }: RegistrationPageProps) {
  const query = await searchParams;
  const email = emailField.safeParse(first(query.email));
  const verification = email.success ? { email: email.data, code: first(query.code)?.slice(0, 20) } : undefined;
  const copy = COPY[accountType];
  const footer = (
    <Typography variant="body2">
      Already have an account?{' '}
      <TextLink href={copy.login}>
        Sign in
      </TextLink>
    </Typography>
  );
  return (
    <AuthLayout title={copy.title} subtitle={copy.subtitle} footer={footer}>
      <RegistrationForm accountType={accountType} verification={verification} />
    </AuthLayout>
  );
}
