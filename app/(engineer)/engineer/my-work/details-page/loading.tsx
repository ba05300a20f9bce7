import { DetailsSkeleton } from '@/components/ui/DetailsStates';

// Shown at once while the work order's page is fetched.
export default DetailsSkeleton;
