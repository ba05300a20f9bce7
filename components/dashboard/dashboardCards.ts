import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { SignedInRole } from '@/constants';
import { NOTIFICATION_PATHS, WORK_ORDER_ROUTES } from '@/constants';

export type DashboardCard = { title: string; description: string; href: string; icon: SvgIconComponent };

const workOrderCards = (prefix: '/company' | '/customer', role: 'company' | 'customer'): DashboardCard[] => [
  { title: 'Add New Work Order', description: 'Describe the job, where and when it happens, and what it pays.', href: `${prefix}/add-assignments`, icon: AddBoxOutlined },
  { title: 'Work Orders', description: 'Follow every order from applications to payment.', href: `${prefix}/assignments`, icon: AssignmentOutlined },
  { title: 'Ratings', description: 'Rate engineers after a job and see how they rated you.', href: `${prefix}/ratings`, icon: StarOutlineRounded },
  { title: 'Profile', description: 'Keep your contact details up to date.', href: `${prefix}/profile`, icon: AccountCircleOutlined },
  { title: 'Notifications', description: 'Applications, check-ins, deliverables and more.', href: NOTIFICATION_PATHS[role], icon: NotificationsOutlined },
  { title: 'Change password', description: 'Set a new password for your account.', href: WORK_ORDER_ROUTES[role].changePassword, icon: LockResetOutlined },
];

/** The dashboard's shortcuts to each role's main pages. */
export const DASHBOARD_CARDS: Record<SignedInRole, DashboardCard[]> = {
  field_engineer: [
    { title: 'Find Work', description: 'Browse open work orders near you and apply or counter-offer.', href: '/engineer/find-work', icon: SearchOutlined },
    { title: 'My Work', description: 'Confirm schedules, check in and out, and hand in deliverables.', href: '/engineer/my-work', icon: WorkOutlineOutlined },
    { title: 'Ratings', description: 'See what companies say about your work, and rate them.', href: '/engineer/ratings', icon: StarOutlineRounded },
    { title: 'My Profile', description: 'Skills, languages, documents, rates and working hours.', href: '/engineer/profile', icon: AccountCircleOutlined },
    { title: 'Notifications', description: 'New assignments, confirmations and payments.', href: NOTIFICATION_PATHS.field_engineer, icon: NotificationsOutlined },
  ],
  company: workOrderCards('/company', 'company'),
  customer: workOrderCards('/customer', 'customer'),
};
