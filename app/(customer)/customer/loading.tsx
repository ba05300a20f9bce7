import PageSkeleton from '@/components/ui/PageSkeleton';

// Shown in the area's shell at once while the next page is fetched.
export default PageSkeleton;
