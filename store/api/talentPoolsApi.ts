import { TALENT_POOL_ENDPOINTS } from '@/constants';
import type { TalentPool } from '@/contracts/talentPools';
import { api, readEnvelope } from './baseApi';

// The company's talent pools (a customer reads them too, to route its orders).

export const talentPoolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTalentPools: build.query<TalentPool[], void>({
      query: () => ({ url: TALENT_POOL_ENDPOINTS.POOLS }),
      transformResponse: readEnvelope<TalentPool[]>,
    }),
  }),
});

export const { useGetTalentPoolsQuery } = talentPoolsApi;
