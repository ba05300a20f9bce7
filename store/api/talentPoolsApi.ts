import { ENGINEER_ASSIGNMENT_ENDPOINTS, TALENT_POOL_ENDPOINTS, withPathId } from '@/constants';
import type { AssignmentDetails } from '@/contracts/assignment';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { BlockEngineerInput, BlockedEngineer, TalentPool } from '@/contracts/talentPools';
import { api, apiTag, readEnvelopeMessage, readEnvelope } from './baseApi';

// Talent pools and blocked engineers of the company, "open to everyone now" on a routed order,
// and the engineer's answer to a direct offer. Each change refreshes what it touches.

const POOL_LIST = { type: 'TalentPool', id: 'LIST' } as const;
const BLOCKED_LIST = { type: 'BlockedEngineer', id: 'LIST' } as const;
/** Blocking declines applications and empties pools: the applicants and the pools change too. */
const AFTER_BLOCK = [BLOCKED_LIST, POOL_LIST, { type: 'Talent', id: 'LIST' }, { type: 'WorkOrder', id: 'LIST' }] as const;

type PoolMember = { poolId: number; engineerId: number };

export const talentPoolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The company's pools with their members (company and customer users). */
    getTalentPools: build.query<TalentPool[], void>({
      query: () => ({ url: TALENT_POOL_ENDPOINTS.POOLS, silent: true }),
      transformResponse: readEnvelope<TalentPool[]>,
      providesTags: [POOL_LIST],
    }),
    /** Answers the new pool and the toast text; a taken name is a 409 with a `name` field error. */
    createTalentPool: build.mutation<ApiEnvelope<TalentPool>, { name: string }>({
      query: (body) => ({ url: TALENT_POOL_ENDPOINTS.POOLS, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [POOL_LIST]),
    }),
    renameTalentPool: build.mutation<string, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: withPathId(TALENT_POOL_ENDPOINTS.POOL, id), method: 'PUT', body: { name } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [POOL_LIST]),
    }),
    deleteTalentPool: build.mutation<string, number>({
      query: (id) => ({ url: withPathId(TALENT_POOL_ENDPOINTS.POOL, id), method: 'DELETE' }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [POOL_LIST, { type: 'WorkOrder', id: 'LIST' }]),
    }),
    addPoolMember: build.mutation<string, PoolMember>({
      query: ({ poolId, engineerId }) => ({ url: withPathId(TALENT_POOL_ENDPOINTS.MEMBERS, poolId), method: 'POST', body: { engineer_id: engineerId } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [POOL_LIST]),
    }),
    removePoolMember: build.mutation<string, PoolMember>({
      query: ({ poolId, engineerId }) => ({ url: withPathId(TALENT_POOL_ENDPOINTS.MEMBERS, poolId), method: 'DELETE', body: { engineer_id: engineerId } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [POOL_LIST]),
    }),
    getBlockedEngineers: build.query<BlockedEngineer[], void>({
      query: () => ({ url: TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS, silent: true }),
      transformResponse: readEnvelope<BlockedEngineer[]>,
      providesTags: [BLOCKED_LIST],
    }),
    blockEngineer: build.mutation<string, BlockEngineerInput>({
      query: (body) => ({ url: TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS, method: 'POST', body }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [...AFTER_BLOCK]),
    }),
    unblockEngineer: build.mutation<string, number>({
      query: (engineerId) => ({ url: TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS, method: 'DELETE', body: { engineer_id: engineerId } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error) => (error ? [] : [BLOCKED_LIST]),
    }),
    /** A routed order opens to every engineer now. */
    openToEveryone: build.mutation<ApiEnvelope<AssignmentDetails>, number>({
      query: (assignmentId) => ({ url: TALENT_POOL_ENDPOINTS.OPEN_TO_EVERYONE, method: 'PATCH', body: { assignment_id: assignmentId } }),
      invalidatesTags: (_result, error, assignmentId) => (error ? [] : [apiTag('WorkOrder', assignmentId), { type: 'WorkOrder', id: 'LIST' }]),
    }),
    acceptOffer: build.mutation<string, number>({
      query: (assignmentId) => ({ url: ENGINEER_ASSIGNMENT_ENDPOINTS.ACCEPT_OFFER, method: 'POST', body: { assignment_id: assignmentId } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, assignmentId) => (error ? [] : [apiTag('EngineerWork', assignmentId), apiTag('EngineerWork', 'LIST'), apiTag('EngineerWork', 'MY_WORK')]),
    }),
    declineOffer: build.mutation<string, number>({
      query: (assignmentId) => ({ url: ENGINEER_ASSIGNMENT_ENDPOINTS.DECLINE_OFFER, method: 'POST', body: { assignment_id: assignmentId } }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, assignmentId) => (error ? [] : [apiTag('EngineerWork', assignmentId), apiTag('EngineerWork', 'LIST'), apiTag('EngineerWork', 'MY_WORK')]),
    }),
  }),
});

export const {
  useGetTalentPoolsQuery,
  useCreateTalentPoolMutation,
  useRenameTalentPoolMutation,
  useDeleteTalentPoolMutation,
  useAddPoolMemberMutation,
  useRemovePoolMemberMutation,
  useGetBlockedEngineersQuery,
  useBlockEngineerMutation,
  useUnblockEngineerMutation,
  useOpenToEveryoneMutation,
  useAcceptOfferMutation,
  useDeclineOfferMutation,
} = talentPoolsApi;
