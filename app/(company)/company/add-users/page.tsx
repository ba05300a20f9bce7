import UsersPage from '@/components/users/UsersPage';

export default function CompanyUsersPage() {
  return <UsersPage role="company" />;
}
