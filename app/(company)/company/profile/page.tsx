import ProfilePage from '@/components/company-profile/ProfilePage';

export default function CompanyProfilePage() {
  return <ProfilePage role="company" />;
}
