import TalentPoolsPage from '@/components/talent-pools/TalentPoolsPage';

export default function CompanyTalentPoolsPage() {
  return <TalentPoolsPage />;
}
