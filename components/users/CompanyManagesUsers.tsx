'use client';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PageHeader from '@/components/ui/PageHeader';
import { useGetCompanyProfileQuery } from '@/store/api/companyApi';

/** What a customer sees on the users page: only their company manages users, and whom to ask. */
export default function CompanyManagesUsers() {
  // Without the profile the page still says whom to ask, in general words.
  const { data: company, isLoading } = useGetCompanyProfileQuery();
  const contact = company?.contact;
  return (
    <>
      <PageHeader title="Users" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <ManageAccountsOutlined color="primary" sx={{ fontSize: 40 }} />
        <Box>
          <Typography variant="h6" component="h2">
            Users are managed by your company
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }} component="div">
            {isLoading ? (
              <Skeleton width={360} />
            ) : contact ? (
              <>
                To add a colleague, change someone&apos;s details or block an account, ask {contact.first_name} {contact.last_name} at {company?.name} ({contact.email}).
              </>
            ) : (
              'To add a colleague, change someone’s details or block an account, ask your company.'
            )}
          </Typography>
        </Box>
      </Paper>
    </>
  );
}
