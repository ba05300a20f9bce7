import LinkPage from '@/components/links/LinkPage';

export default function EducationPage() {
  return <LinkPage slug="education" />;
}
