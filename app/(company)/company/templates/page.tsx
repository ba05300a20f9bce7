import TemplatesPage from '@/components/templates/TemplatesPage';

export default function CompanyTemplatesPage() {
  return <TemplatesPage role="company" />;
}
