import ProfilePage from '@/components/company-profile/ProfilePage';

export default function CustomerProfilePage() {
  return <ProfilePage role="customer" />;
}
