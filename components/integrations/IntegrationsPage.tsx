import Box from '@mui/material/Box';
import PageHeader from '@/components/ui/PageHeader';
import type { WorkOrderRole } from '@/constants';
import ApiKeysSection from './ApiKeysSection';
import WebhooksSection from './WebhooksSection';

/** /company/integrations and /customer/integrations: the company side's API keys and webhooks. */
export default function IntegrationsPage({ role }: { role: WorkOrderRole }) {
  return (
    <>
      <PageHeader title="Integrations" subtitle="Connect your own systems: call the API with a key, and hear about every work order change through webhooks." />
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <ApiKeysSection />
        <WebhooksSection role={role} />
      </Box>
    </>
  );
}
