import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PageHeader from '@/components/ui/PageHeader';
import { API_V1_BASE, DOC_ENDPOINTS, type WorkOrderRole } from '@/constants';
import ApiKeysSection from './ApiKeysSection';
import WebhooksSection from './WebhooksSection';

/** /company/integrations and /customer/integrations: the company side's API keys and webhooks. */
export default function IntegrationsPage({ role }: { role: WorkOrderRole }) {
  return (
    <>
      <PageHeader title="Integrations" subtitle="Connect your own systems: call the API with a key, and hear about every work order change through webhooks." />
      <Typography variant="body2" sx={{ mb: 2 }}>
        Every operation, the scope a key needs for it and every webhook payload are in the{' '}
        <Link href={`${API_V1_BASE}${DOC_ENDPOINTS.REFERENCE}`} target="_blank" rel="noopener">
          API reference (opens in a new tab)
        </Link>
        .
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <ApiKeysSection />
        <WebhooksSection role={role} />
      </Box>
    </>
  );
}
