import UsersPage from '@/components/users/UsersPage';

export default function CustomerUsersPage() {
  return <UsersPage role="customer" />;
}
