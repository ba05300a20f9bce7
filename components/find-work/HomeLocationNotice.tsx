import Alert from '@mui/material/Alert';
import { ENGINEER_ROUTES } from '@/constants';
import LinkButton from '@/components/ui/LinkButton';

type HomeLocationNoticeProps = { hasHome: boolean; hasTravelDistance: boolean };

/** Why the distance filter cannot work yet, with the way to My Profile. */
export default function HomeLocationNotice({ hasHome, hasTravelDistance }: HomeLocationNoticeProps) {
  const missing = !hasHome
    ? 'You have no home location yet, so distances to work orders cannot be measured.'
    : 'You have not set how far you travel yet.';
  const fix = !hasHome ? 'Choose your city in My Profile' : 'Set your travel distance in My Profile';
  if (hasHome && hasTravelDistance) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <LinkButton href={ENGINEER_ROUTES.profile} color="inherit" size="small">
          Go to My Profile
        </LinkButton>
      }
    >
      {missing} {fix} to see only the work within your travel distance.
    </Alert>
  );
}
