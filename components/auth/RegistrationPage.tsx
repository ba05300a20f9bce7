import TextLink from '@/components/navigation/TextLink';
import Typography from '@mui/material/Typography';
import { LOGIN_PATHS } from '@/constants';
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

export default function RegistrationPage({ accountType }: { accountType: keyof typeof COPY }) {
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
      <RegistrationForm accountType={accountType} />
    </AuthLayout>
  );
}
