import RegistrationPage from '@/components/auth/RegistrationPage';

export default function EngineerRegistrationPage() {
  return <RegistrationPage accountType="engineer" />;
}
