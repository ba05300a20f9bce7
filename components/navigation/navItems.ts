import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { SignedInRole } from '@/constants';

export type NavLink = { kind: 'link'; label: string; href: string; icon: SvgIconComponent };
export type NavGroup = { kind: 'group'; label: string; icon: SvgIconComponent; items: NavLink[] };
export type NavItem = NavLink | NavGroup;

const link = (label: string, href: string, icon: SvgIconComponent): NavLink => ({ kind: 'link', label, href, icon });

/** Company and customer menus are the same five items under their own prefix. */
const workOrderMenu = (prefix: '/company' | '/customer'): NavItem[] => [
  link('Dashboard', `${prefix}/dashboard`, DashboardOutlined),
  link('Add New Work Order', `${prefix}/add-assignments`, AddBoxOutlined),
  link('Work Orders', `${prefix}/assignments`, AssignmentOutlined),
  link('Ratings', `${prefix}/ratings`, StarOutlineRounded),
  link('Profile', `${prefix}/profile`, AccountCircleOutlined),
];

/** The side navigation of each role, in the order of spec section 2. */
export const NAV_ITEMS: Record<SignedInRole, NavItem[]> = {
  field_engineer: [
    link('Dashboard', '/engineer/dashboard', DashboardOutlined),
    link('My Profile', '/engineer/profile', AccountCircleOutlined),
    {
      kind: 'group',
      label: 'Job Opportunities',
      icon: BusinessCenterOutlined,
      items: [
        link('Find Work', '/engineer/find-work', SearchOutlined),
        link('My Work', '/engineer/my-work', WorkOutlineOutlined),
        link('Ratings', '/engineer/ratings', StarOutlineRounded),
      ],
    },
    link('Education', '/engineer/links/education', SchoolOutlined),
    link('Investments', '/engineer/links/investments', SavingsOutlined),
    link('JTI Re-Sale', '/engineer/links/jti-re-sale', StorefrontOutlined),
    link('Business Growth', '/engineer/links/business-growth', TrendingUpOutlined),
    link('Personal Growth', '/engineer/links/personal-growth', PsychologyOutlined),
    link('About Us', '/engineer/links/about-us', InfoOutlined),
  ],
  company: workOrderMenu('/company'),
  customer: workOrderMenu('/customer'),
};

/** Whether a menu link is the page being shown (or one of its sub-pages). */
export function isActivePath(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
