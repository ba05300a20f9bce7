import { LIST_ENDPOINTS } from '@/constants';
import type { ApiEnvelope } from '@/contracts/envelope';
import type { City, Country, Language, ListOption, State } from '@/contracts/lists';
import { apiClient, readData } from './apiClient';

async function getList<T>(path: string, params?: Record<string, number>): Promise<T[]> {
  return readData(await apiClient.get<ApiEnvelope<T[]>>(path, { params })) ?? [];
}

export const getDocumentTypes = () => getList<ListOption>(LIST_ENDPOINTS.DOCUMENT_TYPES);
export const getEngineerPaymentTypes = () => getList<ListOption>(LIST_ENDPOINTS.ENGINEER_PAYMENT_TYPES);
export const getCategories = () => getList<ListOption>(LIST_ENDPOINTS.CATEGORIES);
export const getCountries = () => getList<Country>(LIST_ENDPOINTS.COUNTRIES);
export const getStates = (countryId: number) => getList<State>(LIST_ENDPOINTS.STATES, { country_id: countryId });
export const getCities = (stateId: number) => getList<City>(LIST_ENDPOINTS.CITIES, { state_id: stateId });
export const getLanguages = () => getList<Language>(LIST_ENDPOINTS.LANGUAGES);
export const getFluencyLevels = () => getList<ListOption>(LIST_ENDPOINTS.FLUENCY_LEVELS);
export const getSkills = () => getList<ListOption>(LIST_ENDPOINTS.SKILLS);
export const getJobTitles = () => getList<ListOption>(LIST_ENDPOINTS.JOB_TITLES);
export const getTimezones = () => getList<ListOption>(LIST_ENDPOINTS.TIMEZONES);
export const getPaymentMethods = () => getList<ListOption>(LIST_ENDPOINTS.PAYMENT_METHODS);
export const getLocationTypes = () => getList<ListOption>(LIST_ENDPOINTS.LOCATION_TYPES);
export const getCustomerPaymentTypes = () => getList<ListOption>(LIST_ENDPOINTS.CUSTOMER_PAYMENT_TYPES);
export const getPaymentDays = () => getList<ListOption>(LIST_ENDPOINTS.PAYMENT_DAYS);
export const getDeliverableDocumentTypes = () => getList<ListOption>(LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES);
