import { EXPENSE_ENDPOINTS, withPathId } from '@/constants';
import type { ApiPage } from '@/contracts/envelope';
import type { z } from 'zod';
import { type Expense, type ExpenseDecisionInput, type ExpenseListQuery, type expenseFieldsSchema } from '@/contracts/expenses';
import { api, readEnvelopePage, downloadRequest, toObjectUrl, readEnvelopeMessage, apiTag, type ApiTagDescription, type SentOnce } from './baseApi';
import { onSiteRequests, toOnSiteApiRequest } from './onSiteRequests';

// Expenses of a work order: the assignee adds them, the company side approves or rejects each.
// An order's expenses are one tag; a change also refreshes that order's details on either side
// (their progress counts and sums the expenses).

export type ExpenseListParams = Required<Pick<ExpenseListQuery, 'assignment_id' | 'page' | 'per_page'>>;

/** The form's checked fields and an optional receipt, sent as multipart with progress. */
export type ExpenseUpload = z.output<typeof expenseFieldsSchema> & { receipt: File | null; onProgress?: (percent: number) => void; once?: SentOnce };

export type ExpenseDecision = ExpenseDecisionInput & { id: number; assignmentId: number };

const expensesTag = (assignmentId: number) => apiTag('Expense', assignmentId);

/** The order's expenses and its details on both sides. */
const orderTags = (assignmentId: number): ApiTagDescription[] => [
  expensesTag(assignmentId),
  apiTag('EngineerWork', assignmentId),
  apiTag('WorkOrder', assignmentId),
];

export const expensesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of an order's expenses, newest first. */
    getExpenses: build.query<ApiPage<Expense>, ExpenseListParams>({
      query: (params) => ({ url: EXPENSE_ENDPOINTS.EXPENSES, params }),
      transformResponse: readEnvelopePage<Expense>,
      providesTags: (_result, _error, { assignment_id }) => [expensesTag(assignment_id)],
    }),
    /** The assignee adds an expense (pending until the company side decides); answers the toast text. */
    addExpense: build.mutation<string, ExpenseUpload>({
      query: ({ receipt, onProgress, once, ...expense }) => toOnSiteApiRequest(onSiteRequests.addExpense(expense, receipt), once, onProgress),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { assignment_id }) => (error ? [] : orderTags(assignment_id)),
    }),
    /** The company side approves or rejects a pending expense (PUT /expenses/{id}); answers the toast text. */
    decideExpense: build.mutation<string, ExpenseDecision>({
      query: ({ id, status, reason }) => ({
        url: withPathId(EXPENSE_ENDPOINTS.EXPENSE, id),
        method: 'PUT',
        body: reason ? { status, reason } : { status },
      }),
      transformResponse: readEnvelopeMessage,
      invalidatesTags: (_result, error, { assignmentId }) => (error ? [] : orderTags(assignmentId)),
    }),
    /** A receipt, fetched with the user's token; answers an object URL the caller saves and revokes. */
    downloadExpenseReceipt: build.mutation<string, number>({
      query: (id) => downloadRequest(withPathId(EXPENSE_ENDPOINTS.RECEIPT, id)),
      transformResponse: toObjectUrl,
    }),
  }),
});

export const { useGetExpensesQuery, useAddExpenseMutation, useDecideExpenseMutation, useDownloadExpenseReceiptMutation } = expensesApi;
