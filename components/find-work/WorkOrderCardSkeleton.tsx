import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a work-order card while the list loads. */
export default function WorkOrderCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardContent>
        <Skeleton variant="text" width="70%" height={28} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="rounded" width="45%" height={24} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
