import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMoney, formatTime } from '@/lib/formatters';
import type { ApplicantProfile } from '@/contracts/applicantProfile';
import DetailItem, { DetailGrid } from '@/components/ui/DetailItem';
import TrackRecordFacts from '@/components/track-record/TrackRecordFacts';

const Muted = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Chips({ items, empty }: { items: { id: number; name: string }[]; empty: string }) {
  if (items.length === 0) return <Muted>{empty}</Muted>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => (
        <Chip key={item.id} label={item.name} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

const describeRating = ({ rating_average: average, rating_count: count }: ApplicantProfile) =>
  average === null ? 'No ratings yet' : `${average.toFixed(1)} from ${count} ${count === 1 ? 'rating' : 'ratings'}`;

/** What the company side may know of an applicant: who, where, how rated, what they can do and when they work. */
export default function ApplicantProfileDetails({ profile }: { profile: ApplicantProfile }) {
  const place = [profile.city_name, profile.state_name].filter(Boolean).join(', ');
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar src={profile.profile_picture ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
          {profile.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{profile.name}</Typography>
          {place && <Muted>{place}</Muted>}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Rating value={profile.rating_average ?? 0} precision={0.5} readOnly size="small" aria-label={profile.rating_average === null ? 'Not rated yet' : `Rated ${profile.rating_average.toFixed(1)} of 5`} />
            <Muted>{describeRating(profile)}</Muted>
          </Box>
        </Box>
      </Box>
      <DetailGrid>
        <DetailItem label="Hourly rate">{profile.hourly_rate === null ? 'Not given' : `${formatMoney(profile.hourly_rate)}/hr`}</DetailItem>
        <DetailItem label="From the site">{profile.distance_miles === null ? 'Unknown' : `${Math.round(profile.distance_miles)} mi`}</DetailItem>
        <DetailItem label="Travels up to">{profile.travel_distance === null ? 'Not given' : `${profile.travel_distance} mi`}</DetailItem>
        {profile.email && <DetailItem label="Email">{profile.email}</DetailItem>}
        {profile.phone && <DetailItem label="Phone">{profile.phone}</DetailItem>}
      </DetailGrid>
      {profile.application_note && (
        <Section title="Note with the application">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {profile.application_note}
          </Typography>
        </Section>
      )}
      <Section title="Track record">
        <TrackRecordFacts record={profile.track_record} />
      </Section>
      <Section title="Skills">
        <Chips items={profile.skills} empty="No skills listed." />
      </Section>
      <Section title="Job titles">
        <Chips items={profile.job_titles} empty="No job titles listed." />
      </Section>
      <Section title="Languages">
        {profile.languages.length === 0 && <Muted>No languages listed.</Muted>}
        {profile.languages.map((item) => (
          <Typography key={item.language} variant="body2">{`${item.language} — ${item.fluency_level}`}</Typography>
        ))}
      </Section>
      <Section title="Documents">
        {profile.documents.length === 0 ? (
          <Muted>No documents on the profile.</Muted>
        ) : (
          <>
            {profile.documents.map((item, index) => (
              <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`${item.document_type}: ${item.file_name}`}</Typography>
            ))}
            <Muted>The files stay private to the engineer; ask them in a message for a copy.</Muted>
          </>
        )}
      </Section>
      <Section title="Working hours">
        {profile.working_hours.map((day) => (
          <Box key={day.weekday} sx={{ display: 'flex', gap: 2 }}>
            <Typography variant="body2" sx={{ width: 96, fontWeight: 500 }}>
              {day.day}
            </Typography>
            <Typography variant="body2" color={day.is_available ? 'text.primary' : 'text.secondary'}>
              {day.is_available ? `${formatTime(day.start_time)} – ${formatTime(day.end_time)}` : 'Not available'}
            </Typography>
          </Box>
        ))}
        <Muted>In the engineer’s own local time.</Muted>
      </Section>
    </>
  );
}
