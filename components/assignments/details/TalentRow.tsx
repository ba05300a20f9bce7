import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '@/lib/formatters';
import { ASSIGNMENT_STATUS, getStatusLabel } from '@/constants';
import type { TalentEngineer } from '@/contracts/assignment';
import TrackRecordLine from '@/components/track-record/TrackRecordLine';
import CounterOfferNote from './CounterOfferNote';
import EngineerPoolActions from '@/components/talent-pools/EngineerPoolActions';

const APPLICATION_LABELS: Record<Exclude<TalentEngineer['status'], 'assigned'>, string> = {
  applied: 'Applied',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  left: 'Left the order',
};

/** The assignee's chip follows the order: "Assigned" only while it is (then e.g. "On this order · Paid"). */
const describeAssignee = (orderStatus: number) =>
  orderStatus === ASSIGNMENT_STATUS.ASSIGNED ? 'Assigned' : `On this order · ${getStatusLabel(orderStatus, 'company')}`;

type TalentRowProps = {
  engineer: TalentEngineer;
  /** The order's company-side status. */
  orderStatus: number;
  timezone: string;
  /** The hours a blended counter offer's fixed amount covers: the order's. */
  blendedFirstHours: number | null;
  canAssign: boolean;
  canDecline: boolean;
  onAssign: () => void;
  onDecline: () => void;
  onViewProfile: () => void;
  /** Opens the conversation with this engineer; left out when there is none to have. */
  onMessage?: () => void;
};

/** One applicant: who, how far, how rated, their rate and any counter offer; their profile a click away. */
export default function TalentRow({ engineer, orderStatus, timezone, blendedFirstHours, canAssign, canDecline, onAssign, onDecline, onViewProfile, onMessage }: TalentRowProps) {
  const place = [engineer.city_name, engineer.state_name].filter(Boolean).join(', ');
  const facts = [
    place || null,
    engineer.distance_miles !== null ? `${Math.round(engineer.distance_miles)} mi away` : null,
    engineer.hourly_rate !== null ? `${formatMoney(engineer.hourly_rate)}/hr` : null,
    `applied ${formatDate(engineer.applied_at)}`,
  ].filter(Boolean);
  const isOpen = engineer.status === 'applied';
  const canChoose = isOpen && (canAssign || canDecline);

  return (
    <Box component="li" aria-label={engineer.name} sx={{ listStyle: 'none', py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Avatar src={engineer.profile_picture ?? undefined} alt="">
          {engineer.name.charAt(0)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{engineer.name}</Typography>
            {engineer.status === 'assigned' && <Chip size="small" label={describeAssignee(orderStatus)} color="success" />}
            {!isOpen && engineer.status !== 'assigned' && <Chip size="small" label={APPLICATION_LABELS[engineer.status]} />}
            {engineer.counter_offer && <Chip size="small" label="Counter offer" color="warning" />}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Rating value={engineer.rating_average ?? 0} precision={0.5} readOnly size="small" aria-label={engineer.rating_average === null ? 'Not rated yet' : `Rated ${engineer.rating_average.toFixed(1)} of 5`} />
            <Typography variant="body2" color="text.secondary">
              {engineer.rating_average === null ? 'No ratings yet' : `${engineer.rating_average.toFixed(1)} (${engineer.rating_count})`}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {facts.join(' · ')}
          </Typography>
          <TrackRecordLine record={engineer.track_record} />
          {engineer.counter_offer && <CounterOfferNote offer={engineer.counter_offer} timezone={timezone} blendedFirstHours={blendedFirstHours} />}
          {engineer.note && (
            <Box role="note" aria-label={`Note from ${engineer.name}`} sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', borderLeft: 4, borderColor: 'info.main' }}>
              <Typography variant="subtitle2" component="h3">
                Note from the engineer
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {engineer.note}
              </Typography>
            </Box>
          )}
          {/* Under the facts, not beside them: four buttons beside would squeeze the name and the counter offer. */}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            <Button variant="text" size="small" onClick={onViewProfile} aria-label={`View profile of ${engineer.name}`}>
              View profile
            </Button>
            {onMessage && (
              <Button variant="text" size="small" onClick={onMessage} aria-label={`Message ${engineer.name}`}>
                Message
              </Button>
            )}
            <EngineerPoolActions engineerId={engineer.engineer_id} name={engineer.name} />
            {canChoose && canAssign && (
              <Button variant="contained" size="small" onClick={onAssign}>
                Assign
              </Button>
            )}
            {canChoose && canDecline && (
              <Button variant="outlined" size="small" color="error" onClick={onDecline}>
                Decline
              </Button>
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
