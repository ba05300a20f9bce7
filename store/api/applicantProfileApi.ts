import { COMPANY_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type { ApplicantProfile } from '@/contracts/applicantProfile';
import { api, readEnvelope, apiTag } from './baseApi';

// An applicant's profile as the order's company side sees it. It hangs on the order's talent tag:
// assigning (which reveals the assignee's contact details) refreshes it.

export type ApplicantProfileArg = { assignmentId: number; engineerId: number };

export const applicantProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The dialog shows a failure itself, with a retry; no toast on top.
    getApplicantProfile: build.query<ApplicantProfile, ApplicantProfileArg>({
      query: ({ assignmentId, engineerId }) => ({
        url: COMPANY_ASSIGNMENT_ENDPOINTS.APPLICANT_PROFILE,
        params: { assignment_id: assignmentId, engineer_id: engineerId },
        silent: true,
      }),
      transformResponse: readEnvelope<ApplicantProfile>,
      providesTags: (_result, _error, { assignmentId }) => [apiTag('Talent', assignmentId)],
    }),
  }),
});

export const { useGetApplicantProfileQuery } = applicantProfileApi;
