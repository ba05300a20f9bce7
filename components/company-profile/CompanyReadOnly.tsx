import Rating from '@mui/material/Rating';
import Box from '@mui/material/Box';
import DetailItem, { DetailGrid } from '@/components/ui/DetailItem';
import type { CompanyProfile } from '@/contracts/company';

/** The company profile as its customers see it: read only. */
export default function CompanyReadOnly({ profile }: { profile: CompanyProfile }) {
  const street = [profile.address_line1, profile.address_line2].filter(Boolean).join(', ');
  const place = [profile.city_name, profile.state_name, profile.zip].filter(Boolean).join(', ');
  return (
    <DetailGrid>
      <DetailItem label="Company name">{profile.name}</DetailItem>
      <DetailItem label="Phone">{profile.phone || '—'}</DetailItem>
      <DetailItem label="Website">{profile.website || '—'}</DetailItem>
      <DetailItem label="Contact">
        {profile.contact.first_name} {profile.contact.last_name} ({profile.contact.email})
      </DetailItem>
      <DetailItem label="Address">{[street, place, profile.country_name].filter(Boolean).join(', ') || '—'}</DetailItem>
      <DetailItem label="Rating from engineers">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Rating value={profile.rating_average ?? 0} precision={0.5} readOnly size="small" />
          {profile.rating_average === null ? 'No ratings yet' : `${profile.rating_average.toFixed(1)} (${profile.rating_count})`}
        </Box>
      </DetailItem>
    </DetailGrid>
  );
}
