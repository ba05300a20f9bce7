import RegistrationPage from '@/components/auth/RegistrationPage';

export default function CompanyRegistrationPage() {
  return <RegistrationPage accountType="company" />;
}
