/** The engineer's work pages (spec section 2). */
export const ENGINEER_WORK_PATHS = {
  profile: '/engineer/profile',
  findWork: '/engineer/find-work',
  findWorkDetails: (id: number | string) => `/engineer/find-work/eng-details-page/${id}`,
  counterOffer: (id: number | string) => `/engineer/find-work/eng-details-page/counter-rescheduling/${id}`,
  myWork: '/engineer/my-work',
  myWorkDetails: (id: number | string) => `/engineer/my-work/details-page/${id}`,
} as const;
