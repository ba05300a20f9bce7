import IntegrationsPage from '@/components/integrations/IntegrationsPage';

export default function CompanyIntegrationsPage() {
  return <IntegrationsPage role="company" />;
}
