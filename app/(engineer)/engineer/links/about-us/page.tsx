import LinkPage from '@/components/links/LinkPage';

export default function AboutUsPage() {
  return <LinkPage slug="about-us" />;
}
