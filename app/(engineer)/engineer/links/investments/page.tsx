import LinkPage from '@/components/links/LinkPage';

export default function InvestmentsPage() {
  return <LinkPage slug="investments" />;
}
