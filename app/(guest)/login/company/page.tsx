import LoginPage from '@/components/auth/LoginPage';
import type { SearchParamsProps } from '@/types/next';

export default function CompanyLoginPage({ searchParams }: SearchParamsProps) {
  return <LoginPage role="company" searchParams={searchParams} />;
}
