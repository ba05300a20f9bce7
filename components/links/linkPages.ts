import { ENGINEER_ROUTES } from '@/constants';

// The engineer's link pages (side navigation: Education … About Us). Their text is Markdown in
// content/engineer-links/<slug>.md; this table gives each its title, line under it and path.

export const LINK_PAGES = {
  education: { title: 'Education', subtitle: 'Certifications clients ask for, and how to plan your learning.', href: ENGINEER_ROUTES.links.education },
  investments: { title: 'Investments', subtitle: 'Taxes, retirement savings and tools for independent engineers.', href: ENGINEER_ROUTES.links.investments },
  'jti-re-sale': { title: 'JTI Re-Sale', subtitle: 'Reselling tools, test equipment and surplus parts safely.', href: ENGINEER_ROUTES.links.jtiReSale },
  'business-growth': { title: 'Business Growth', subtitle: 'Rates, reputation, repeat clients, insurance and your own company.', href: ENGINEER_ROUTES.links.businessGrowth },
  'personal-growth': { title: 'Personal Growth', subtitle: 'Safety, communication, balance and staying well.', href: ENGINEER_ROUTES.links.personalGrowth },
  'about-us': { title: 'About Us', subtitle: 'What Service Portal is and how it works for you.', href: ENGINEER_ROUTES.links.aboutUs },
} as const;

export type LinkPageSlug = keyof typeof LINK_PAGES;

export const LINK_PAGE_SLUGS = Object.keys(LINK_PAGES) as LinkPageSlug[];
