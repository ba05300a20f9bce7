import IntegrationsPage from '@/components/integrations/IntegrationsPage';

export default function CustomerIntegrationsPage() {
  return <IntegrationsPage role="customer" />;
}
