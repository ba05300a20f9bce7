import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FileCopyOutlined from '@mui/icons-material/FileCopyOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { ENGINEER_ROUTES, WORK_ORDER_ROUTES, type SignedInRole, type WorkOrderRole } from '@/constants';

export type NavLink = { kind: 'link'; label: string; href: string; icon: SvgIconComponent };
export type NavGroup = { kind: 'group'; label: string; icon: SvgIconComponent; items: NavLink[] };
export type NavItem = NavLink | NavGroup;

const link = (label: string, href: string, icon: SvgIconComponent): NavLink => ({ kind: 'link', label, href, icon });

/** Company and customer menus are the same items under their own prefix; the company also keeps its talent pools. */
function workOrderMenu(role: WorkOrderRole): NavItem[] {
  const routes = WORK_ORDER_ROUTES[role];
  return [
    link('Dashboard', routes.dashboard, DashboardOutlined),
    link('Add New Work Order', routes.addWorkOrder, AddBoxOutlined),
    link('Work Orders', routes.workOrders, AssignmentOutlined),
    link('Templates', routes.templates, FileCopyOutlined),
    link('Ratings', routes.ratings, StarOutlineRounded),
    ...(role === 'company' ? [link('Talent Pools', routes.talentPools, GroupsOutlined)] : []),
    link('Integrations', routes.integrations, ApiOutlined),
    link('Profile', routes.profile, AccountCircleOutlined),
  ];
}

const { links } = ENGINEER_ROUTES;

/** The side navigation of each role, in this order. */
export const NAV_ITEMS: Record<SignedInRole, NavItem[]> = {
  field_engineer: [
    link('Dashboard', ENGINEER_ROUTES.dashboard, DashboardOutlined),
    link('My Profile', ENGINEER_ROUTES.profile, AccountCircleOutlined),
    {
      kind: 'group',
      label: 'Job Opportunities',
      icon: BusinessCenterOutlined,
      items: [
        link('Find Work', ENGINEER_ROUTES.findWork, SearchOutlined),
        link('My Work', ENGINEER_ROUTES.myWork, WorkOutlineOutlined),
        link('My Schedule', ENGINEER_ROUTES.schedule, CalendarMonthOutlined),
        link('Ratings', ENGINEER_ROUTES.ratings, StarOutlineRounded),
      ],
    },
    link('Education', links.education, SchoolOutlined),
    link('Investments', links.investments, SavingsOutlined),
    link('JTI Re-Sale', links.jtiReSale, StorefrontOutlined),
    link('Business Growth', links.businessGrowth, TrendingUpOutlined),
    link('Personal Growth', links.personalGrowth, PsychologyOutlined),
    link('About Us', links.aboutUs, InfoOutlined),
  ],
  company: workOrderMenu('company'),
  customer: workOrderMenu('customer'),
};

/** Whether a menu link is the page being shown (or one of its sub-pages). */
export function isActivePath(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
