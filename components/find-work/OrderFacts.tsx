'use client';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/formatters';
import { describePay } from '@/lib/payText';
import { LOCATION_TYPE } from '@/constants';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import InfoCard from '@/components/ui/InfoCard';
import SiteMap from '@/components/map/SiteMap';
import { coordinatesOf } from '@/lib/map/directions';
import { describeDistance, describeSchedule } from '@/lib/workOrderText';

const SCHEDULE_TYPES = { exact: 'Starts at an exact time', window: 'Any time within the window' } as const;

function Line({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <Typography variant="body2" color={muted ? 'text.secondary' : 'text.primary'} sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

/** What an engineer weighs before applying: pay, schedule, place (on a map, with directions) and distance, and the company's rating. */
export default function OrderFacts({ details }: { details: EngineerAssignmentDetails }) {
  const { pricing, scheduling, location, company } = details;
  const isRemote = location.location_type === LOCATION_TYPE.REMOTE;
  const site = isRemote ? null : coordinatesOf(location);
  const cityLine = [location.city_name, [location.state_name, location.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <InfoCard title="Pay">
        <Typography variant="h6" component="p">
          {describePay(pricing)}
        </Typography>
        {pricing.agreed_amount !== null && <Line>Agreed: {formatMoney(pricing.agreed_amount)}</Line>}
        <Line muted>
          {pricing.payment_type_name ?? 'Payment'}
          {pricing.payment_day_name ? ` · paid within ${pricing.payment_day_name} of approval` : ''}
        </Line>
      </InfoCard>
      <InfoCard title="Schedule">
        <Line>{describeSchedule(scheduling.start_at, scheduling.end_at, scheduling.timezone)}</Line>
        <Line muted>
          {SCHEDULE_TYPES[scheduling.schedule_type]} · {scheduling.timezone}
        </Line>
      </InfoCard>
      <InfoCard title="Location">
        <Line>{location.location_type_name ?? (isRemote ? 'Remote' : 'On site')}</Line>
        {!isRemote && (
          <>
            {location.address_line1 && <Line>{location.address_line1}</Line>}
            {location.address_line2 && <Line>{location.address_line2}</Line>}
            {cityLine && <Line>{cityLine}</Line>}
            {location.country_name && <Line muted>{location.country_name}</Line>}
          </>
        )}
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
          {describeDistance(details.distance_miles, location.location_type)}
        </Typography>
        {site && <SiteMap site={site} height={180} />}
      </InfoCard>
      <InfoCard title="Company">
        <Line>{company.name}</Line>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Rating value={company.rating_average ?? 0} precision={0.5} readOnly size="small" aria-label={`Rated ${company.rating_average ?? 0} out of 5`} />
          <Typography variant="body2" color="text.secondary">
            {company.rating_count === 0
              ? 'No ratings yet'
              : `${company.rating_average?.toFixed(1)} from ${company.rating_count} ${company.rating_count === 1 ? 'rating' : 'ratings'}`}
          </Typography>
        </Box>
      </InfoCard>
    </Box>
  );
}
