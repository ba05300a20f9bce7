import RegistrationPage from '@/components/auth/RegistrationPage';
import type { SearchParamsProps } from '@/types/next';

export default function EngineerRegistrationPage({ searchParams }: SearchParamsProps) {
  return <RegistrationPage accountType="engineer" searchParams={searchParams} />;
}
