import FormSection from '@/components/ui/FormSection';
import { type AssignmentDetails } from '@/contracts/assignment';
import { LOCATION_TYPE } from '@/constants';
import DetailItem, { DetailGrid } from '@/components/ui/DetailItem';
import SiteMap from '@/components/map/SiteMap';
import { coordinatesOf } from '@/lib/map/directions';

/** Where the work is done, on a map with directions. */
export default function LocationCard({ order }: { order: AssignmentDetails }) {
  const { location } = order;
  const street = [location.address_line1, location.address_line2].filter(Boolean).join(', ');
  const site = location.location_type === LOCATION_TYPE.REMOTE ? null : coordinatesOf(location);
  const place = [location.city_name, location.state_name, location.zip].filter(Boolean).join(', ');
  return (
    <FormSection title="Location">
      <DetailGrid>
        <DetailItem label="Location type">{location.location_type_name}</DetailItem>
        {location.location_type !== LOCATION_TYPE.REMOTE && (
          <>
            <DetailItem label="Address">{street || '—'}</DetailItem>
            <DetailItem label="City">{place || '—'}</DetailItem>
            <DetailItem label="Country">{location.country_name}</DetailItem>
          </>
        )}
      </DetailGrid>
      {site && <SiteMap site={site} height={220} />}
    </FormSection>
  );
}
