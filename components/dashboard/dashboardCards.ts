import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { ENGINEER_ROUTES, WORK_ORDER_ROUTES, type SignedInRole, type WorkOrderRole } from '@/constants';

export type DashboardCard = { title: string; description: string; href: string; icon: SvgIconComponent };

function workOrderCards(role: WorkOrderRole): DashboardCard[] {
  const routes = WORK_ORDER_ROUTES[role];
  return [
    { title: 'Add New Work Order', description: 'Describe the job, where and when it happens, and what it pays.', href: routes.addWorkOrder, icon: AddBoxOutlined },
    { title: 'Work Orders', description: 'Follow every order from applications to payment.', href: routes.workOrders, icon: AssignmentOutlined },
    { title: 'Ratings', description: 'Rate engineers after a job and see how they rated you.', href: routes.ratings, icon: StarOutlineRounded },
    { title: 'Profile', description: 'Keep your contact details up to date.', href: routes.profile, icon: AccountCircleOutlined },
    { title: 'Notifications', description: 'Applications, check-ins, deliverables and more.', href: routes.notifications, icon: NotificationsOutlined },
    { title: 'Change password', description: 'Set a new password for your account.', href: routes.changePassword, icon: LockResetOutlined },
  ];
}

/** The dashboard's shortcuts to each role's main pages. */
export const DASHBOARD_CARDS: Record<SignedInRole, DashboardCard[]> = {
  field_engineer: [
    { title: 'Find Work', description: 'Browse open work orders near you and apply or counter-offer.', href: ENGINEER_ROUTES.findWork, icon: SearchOutlined },
    { title: 'My Work', description: 'Confirm schedules, check in and out, and hand in deliverables.', href: ENGINEER_ROUTES.myWork, icon: WorkOutlineOutlined },
    { title: 'Ratings', description: 'See what companies say about your work, and rate them.', href: ENGINEER_ROUTES.ratings, icon: StarOutlineRounded },
    { title: 'My Profile', description: 'Skills, languages, documents, rates and working hours.', href: ENGINEER_ROUTES.profile, icon: AccountCircleOutlined },
    { title: 'Notifications', description: 'New assignments, confirmations and payments.', href: ENGINEER_ROUTES.notifications, icon: NotificationsOutlined },
  ],
  company: workOrderCards('company'),
  customer: workOrderCards('customer'),
};
