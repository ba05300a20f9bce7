import InfoCard from '@/components/ui/InfoCard';
import { describeSchedule } from '@/lib/workOrderText';
import type { EngineerAssignmentDetails, MyApplication } from '@/contracts/engineerAssignments';
import { describeApplicationStanding } from './applicationStanding';
import { describeCounterPay, describeCounterSchedule } from './counterOfferText';
import DetailRows, { DetailRow as Row } from './DetailRows';

/** The engineer's application on an order: when, where it stands, and their counter offer if they made one. */
export default function ApplicationCard({ application, details }: { application: MyApplication; details: EngineerAssignmentDetails }) {
  const offer = application.has_counter_offer ? application.counter_offer : null;
  const zone = details.scheduling.timezone;
  const pay = offer ? describeCounterPay(offer, details) : null;
  const schedule = offer ? describeCounterSchedule(offer, zone) : null;
  return (
    <InfoCard title={offer ? 'Your application and counter offer' : 'Your application'}>
      <DetailRows>
        <Row label="Applied">{describeSchedule(application.applied_at, null, zone)}</Row>
        <Row label="Where it stands">{describeApplicationStanding(application, details)}</Row>
        {/* About the application, so true whatever happened since (the page shows the terms this engineer may see). */}
        {!offer && <Row label="Terms">You applied on the posted pay and schedule.</Row>}
        {offer && <Row label="Proposed pay">{pay ?? 'The posted pay'}</Row>}
        {offer && <Row label="Proposed schedule">{schedule ?? 'The posted schedule'}</Row>}
        {offer?.reason && <Row label="Reason">{offer.reason}</Row>}
        {application.note && <Row label="Your note to the company">{application.note}</Row>}
      </DetailRows>
    </InfoCard>
  );
}
