import LinkPage from '@/components/links/LinkPage';

export default function BusinessGrowthPage() {
  return <LinkPage slug="business-growth" />;
}
