import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { LIST_ENDPOINTS } from '@/constants';
import type { City, Country, Language, ListOption, State } from '@/contracts/lists';
import { api, readEnvelope, type ApiBaseQuery, type ApiTag } from './baseApi';

// Reference lists change only with a release: each is fetched once per session, however many
// forms open (kept in the cache for good).

type Build = EndpointBuilder<ApiBaseQuery, ApiTag, 'api'>;

function listQuery<T, Arg = void>(build: Build, url: string, params?: (arg: Arg) => object) {
  return build.query<T[], Arg>({
    query: (arg) => ({ url, params: params?.(arg) }),
    transformResponse: (response: unknown) => readEnvelope<T[]>(response) ?? [],
    keepUnusedDataFor: Infinity,
  });
}

export const listsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocumentTypes: listQuery<ListOption>(build, LIST_ENDPOINTS.DOCUMENT_TYPES),
    getEngineerPaymentTypes: listQuery<ListOption>(build, LIST_ENDPOINTS.ENGINEER_PAYMENT_TYPES),
    getCategories: listQuery<ListOption>(build, LIST_ENDPOINTS.CATEGORIES),
    getCountries: listQuery<Country>(build, LIST_ENDPOINTS.COUNTRIES),
    getStates: listQuery<State, number>(build, LIST_ENDPOINTS.STATES, (countryId) => ({ country_id: countryId })),
    getCities: listQuery<City, number>(build, LIST_ENDPOINTS.CITIES, (stateId) => ({ state_id: stateId })),
    getLanguages: listQuery<Language>(build, LIST_ENDPOINTS.LANGUAGES),
    getFluencyLevels: listQuery<ListOption>(build, LIST_ENDPOINTS.FLUENCY_LEVELS),
    getSkills: listQuery<ListOption>(build, LIST_ENDPOINTS.SKILLS),
    getJobTitles: listQuery<ListOption>(build, LIST_ENDPOINTS.JOB_TITLES),
    getTimezones: listQuery<ListOption>(build, LIST_ENDPOINTS.TIMEZONES),
    getPaymentMethods: listQuery<ListOption>(build, LIST_ENDPOINTS.PAYMENT_METHODS),
    getLocationTypes: listQuery<ListOption>(build, LIST_ENDPOINTS.LOCATION_TYPES),
    getCustomerPaymentTypes: listQuery<ListOption>(build, LIST_ENDPOINTS.CUSTOMER_PAYMENT_TYPES),
    getPaymentDays: listQuery<ListOption>(build, LIST_ENDPOINTS.PAYMENT_DAYS),
    getDeliverableDocumentTypes: listQuery<ListOption>(build, LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES),
  }),
});

export const {
  useGetDocumentTypesQuery,
  useGetEngineerPaymentTypesQuery,
  useGetCategoriesQuery,
  useGetCountriesQuery,
  useGetStatesQuery,
  useGetCitiesQuery,
  useGetLanguagesQuery,
  useGetFluencyLevelsQuery,
  useGetSkillsQuery,
  useGetJobTitlesQuery,
  useGetTimezonesQuery,
  useGetPaymentMethodsQuery,
  useGetLocationTypesQuery,
  useGetCustomerPaymentTypesQuery,
  useGetPaymentDaysQuery,
  useGetDeliverableDocumentTypesQuery,
} = listsApi;
