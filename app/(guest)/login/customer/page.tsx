import LoginPage from '@/components/auth/LoginPage';
import type { SearchParamsProps } from '@/types/next';

export default function CustomerLoginPage({ searchParams }: SearchParamsProps) {
  return <LoginPage role="customer" searchParams={searchParams} />;
}
