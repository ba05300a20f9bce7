import EngineerProfilePage from '@/components/engineer-profile/EngineerProfilePage';

export default function EngineerProfileRoute() {
  return <EngineerProfilePage />;
}
