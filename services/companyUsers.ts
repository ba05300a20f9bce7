import { COMPANY_ENDPOINTS } from '@/constants';
import type {
  BlockCustomerInput,
  CreateCustomerInput,
  Customer,
  CustomerListQuery,
  UpdateCustomerDetailsInput,
} from '@/contracts/company';
import type { ApiEnvelope, ApiPage } from '@/contracts/envelope';
import { apiClient, readPage } from './apiClient';

// The company's users (customers). Only this module knows their URLs.

export async function getCustomers(params: Partial<CustomerListQuery>): Promise<ApiPage<Customer>> {
  return readPage(await apiClient.get<ApiEnvelope<ApiPage<Customer>>>(COMPANY_ENDPOINTS.GET_CUSTOMERS, { params }));
}

export async function createCustomer(body: CreateCustomerInput): Promise<string> {
  return (await apiClient.post<ApiEnvelope<unknown>>(COMPANY_ENDPOINTS.CREATE_CUSTOMER, body)).data.message;
}

export async function updateCustomerDetails(body: UpdateCustomerDetailsInput): Promise<string> {
  return (await apiClient.patch<ApiEnvelope<unknown>>(COMPANY_ENDPOINTS.UPDATE_CUSTOMER_DETAILS, body)).data.message;
}

export async function setCustomerBlocked(body: BlockCustomerInput): Promise<string> {
  return (await apiClient.patch<ApiEnvelope<unknown>>(COMPANY_ENDPOINTS.BLOCK_UNBLOCK_CUSTOMER, body)).data.message;
}
