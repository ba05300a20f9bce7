import { ENGINEER_ROUTES, WORK_ORDER_ROUTES, type WorkOrderRole } from '@/constants';
import type { Rating, RatingSide } from '@/contracts/ratings';
import type { RatingViewer } from '@/store/api/ratingsApi';

// The ratings screens in each role's words: the engineer rates companies, the company side
// (company and customers) rates engineers.

export type RatingRole = 'engineer' | WorkOrderRole;

export const toRatingViewer = (role: RatingRole): RatingViewer => (role === 'engineer' ? 'engineer' : 'company');

/** The role's ratings page and its two lists. */
export function getRatingRoutes(role: RatingRole) {
  const { ratings, engineerRatings, companyRatings } = role === 'engineer' ? ENGINEER_ROUTES : WORK_ORDER_ROUTES[role];
  return { ratings, lists: { engineer: engineerRatings, company: companyRatings } satisfies Record<RatingSide, string> };
}

/** True when the list holds what the viewer's own side gave. */
export const isGivenList = (viewer: RatingViewer, commentedBy: RatingSide) => viewer === commentedBy;

const COUNTERPARTS = { engineer: { one: 'company', many: 'companies' }, company: { one: 'engineer', many: 'engineers' } } as const;

export function describeRatingList(viewer: RatingViewer, commentedBy: RatingSide) {
  const { one, many } = COUNTERPARTS[viewer];
  const isGiven = isGivenList(viewer, commentedBy);
  return {
    title: isGiven ? `Your ratings of ${many}` : `Ratings from ${many}`,
    subtitle: isGiven
      ? `What you said about each ${one} after payment. Each shows to them once they have rated you too, or when the reveal period ends.`
      : `What ${many} said about you after payment. A rating shows here once you have rated them too, or when the reveal period ends.`,
    counterpartLabel: one === 'company' ? 'Company' : 'Engineer',
    empty: isGiven ? `You have not rated any ${many} yet.` : `No ${many} have rated you yet.`,
  };
}

/** The other party of a rating as the viewer sees it. */
export const counterpartOf = (viewer: RatingViewer, rating: Rating) => (viewer === 'engineer' ? rating.company_name : rating.engineer_name);

export const starsLabel = (stars: number) => `${stars} of 5 stars`;
