import SchedulePage from '@/components/schedule/SchedulePage';

export default function ScheduleRoute() {
  return <SchedulePage />;
}
