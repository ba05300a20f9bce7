import LinkPage from '@/components/links/LinkPage';

export default function PersonalGrowthPage() {
  return <LinkPage slug="personal-growth" />;
}
