import RegistrationPage from '@/components/auth/RegistrationPage';
import type { SearchParamsProps } from '@/types/next';

export default function CompanyRegistrationPage({ searchParams }: SearchParamsProps) {
  return <RegistrationPage accountType="company" searchParams={searchParams} />;
}
