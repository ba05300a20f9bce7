import LoginPage from '@/components/auth/LoginPage';
import type { SearchParamsProps } from '@/types/next';

export default function EngineerLoginPage({ searchParams }: SearchParamsProps) {
  return <LoginPage role="field_engineer" searchParams={searchParams} />;
}
