import { COMPANY_ENDPOINTS } from '@/constants';
import type {
  BlockCustomerInput,
  CompanyProfile,
  CompanyProfileInput,
  CreateCustomerInput,
  Customer,
  UpdateCustomerDetailsInput,
  UserDetailsInput,
} from '@/contracts/company';
import type { ApiEnvelope, ApiPage } from '@/contracts/envelope';
import type { SessionUser } from '@/contracts/auth';
import { authApi } from './authApi';
import { api, readEnvelope, readEnvelopePage } from './baseApi';
import { toFormData } from './formData';

// The company profile, the signed-in user's own details and the company's users (customers).
// Profile saves answer the saved profile, which replaces the cached one (no second request);
// each change to a user refreshes the user list.

export type CompanyProfileUpdate = {
  data: CompanyProfileInput;
  /** A new logo, sent beside the details. */
  logo?: File;
  onProgress?: (percent: number) => void;
};

export type CustomerListArgs = { page: number; per_page: number; search?: string };

type Message = ApiEnvelope<unknown>;

export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyProfile: build.query<CompanyProfile, void>({
      query: () => ({ url: COMPANY_ENDPOINTS.COMPANY_PROFILE }),
      transformResponse: readEnvelope<CompanyProfile>,
      providesTags: ['CompanyProfile'],
    }),
    updateCompanyProfile: build.mutation<ApiEnvelope<CompanyProfile>, CompanyProfileUpdate>({
      // Flat fields; an empty one (null) is left out, which clears it.
      query: ({ data, logo, onProgress }) => ({ url: COMPANY_ENDPOINTS.UPDATE_COMPANY_PROFILE, method: 'POST', body: toFormData({ ...data, logo }), onProgress }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await readSavedProfile(queryFulfilled);
        if (saved) dispatch(companyApi.util.upsertQueryData('getCompanyProfile', undefined, saved));
      },
    }),
    removeCompanyLogo: build.mutation<ApiEnvelope<CompanyProfile>, void>({
      query: () => ({ url: COMPANY_ENDPOINTS.REMOVE_COMPANY_LOGO, method: 'PATCH' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await readSavedProfile(queryFulfilled);
        if (saved) dispatch(companyApi.util.upsertQueryData('getCompanyProfile', undefined, saved));
      },
    }),
    updateUserDetails: build.mutation<ApiEnvelope<SessionUser>, UserDetailsInput>({
      query: (body) => ({ url: COMPANY_ENDPOINTS.UPDATE_USER_DETAILS, method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data.data).catch(() => null);
        if (saved) dispatch(authApi.util.upsertQueryData('getMe', undefined, saved));
      },
    }),
    getCustomers: build.query<ApiPage<Customer>, CustomerListArgs>({
      query: ({ search, ...page }) => ({ url: COMPANY_ENDPOINTS.GET_CUSTOMERS, params: { ...page, search: search || undefined } }),
      transformResponse: readEnvelopePage<Customer>,
      providesTags: ['Customer'],
    }),
    createCustomer: build.mutation<Message, CreateCustomerInput>({
      query: (body) => ({ url: COMPANY_ENDPOINTS.CREATE_CUSTOMER, method: 'POST', body }),
      invalidatesTags: ['Customer'],
    }),
    updateCustomerDetails: build.mutation<Message, UpdateCustomerDetailsInput>({
      query: (body) => ({ url: COMPANY_ENDPOINTS.UPDATE_CUSTOMER_DETAILS, method: 'PATCH', body }),
      invalidatesTags: ['Customer'],
    }),
    setCustomerBlocked: build.mutation<Message, BlockCustomerInput>({
      query: (body) => ({ url: COMPANY_ENDPOINTS.BLOCK_UNBLOCK_CUSTOMER, method: 'PATCH', body }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

/** The answer of an update: the saved profile, or null when the request failed. */
const readSavedProfile = (answer: Promise<{ data: ApiEnvelope<CompanyProfile> }>) => answer.then(({ data }) => data.data).catch(() => null);

export const {
  useGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  useRemoveCompanyLogoMutation,
  useUpdateUserDetailsMutation,
  useGetCustomersQuery,
  useCreateCustomerMutation,
  useUpdateCustomerDetailsMutation,
  useSetCustomerBlockedMutation,
} = companyApi;
