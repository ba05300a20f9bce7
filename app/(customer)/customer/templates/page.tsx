import TemplatesPage from '@/components/templates/TemplatesPage';

export default function CustomerTemplatesPage() {
  return <TemplatesPage role="customer" />;
}
