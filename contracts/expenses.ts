import '@/contracts/configureZod';
import { z } from 'zod';
import { RECEIPT_FIELD, getFromStatuses, type AssignmentStatus } from '@/constants';
import { fileInfoSchema } from '@/contracts/assignmentResponses';
import { fileField } from '@/contracts/engineerProfile';
import { actedAtField, idField, pageFields } from '@/contracts/primitives';
import { hasAtMostTwoDecimals } from '@/lib/money';

// Expenses of a work order: the assigned engineer adds them with an optional
// receipt, the company side approves or rejects each; only approved ones are paid.

export const EXPENSE_CATEGORIES = ['travel', 'mileage', 'parking', 'tolls', 'materials', 'tools', 'equipment_rental', 'shipping', 'meals', 'lodging', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  travel: 'Travel',
  mileage: 'Mileage',
  parking: 'Parking',
  tolls: 'Tolls',
  materials: 'Materials',
  tools: 'Tools',
  equipment_rental: 'Equipment rental',
  shipping: 'Shipping',
  meals: 'Meals',
  lodging: 'Lodging',
  other: 'Other',
};

export const EXPENSE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/**
 * While the work is under way, from check-in until the order is completed (3, 4, 5): the
 * statuses in which the engineer checks out, hands in deliverables or completes.
 */
export const EXPENSE_ADD_STATUSES: AssignmentStatus[] = [...getFromStatuses('checkOut'), ...getFromStatuses('addDeliverables'), ...getFromStatuses('complete')];

/** From check-in until payment (3 to 7): the company side may still approve or reject. */
export const EXPENSE_DECISION_STATUSES: AssignmentStatus[] = [...EXPENSE_ADD_STATUSES, ...getFromStatuses('approve'), ...getFromStatuses('recordPayment')];

export const canAddExpense = (status: number) => (EXPENSE_ADD_STATUSES as number[]).includes(status);
export const canDecideExpense = (status: number) => (EXPENSE_DECISION_STATUSES as number[]).includes(status);

/** The multipart fields beside the receipt; the portal's form validates these, the server the whole body. */
export const expenseFieldsSchema = z.object({
  assignment_id: idField('Choose a work order'),
  amount: z.coerce
    .number({ error: 'Enter the amount as a number' })
    .positive('Enter an amount greater than 0')
    .max(1_000_000, 'Enter an amount of at most 1,000,000')
    .refine(hasAtMostTwoDecimals, 'Use at most two decimals'),
  category: z.enum(EXPENSE_CATEGORIES, { error: 'Choose a category' }),
  description: z.string({ error: 'Describe the expense' }).trim().min(1, 'Describe the expense').max(1000, 'Use at most 1000 characters'),
  acted_at: actedAtField(),
});
export type ExpenseFormValues = z.input<typeof expenseFieldsSchema>;

export const expenseUploadSchema = expenseFieldsSchema.extend({ [RECEIPT_FIELD]: fileField.optional() });

export const expenseListQuerySchema = z.object({
  ...pageFields,
  assignment_id: idField('Choose a work order').optional(),
  status: z.enum(EXPENSE_STATUSES, { error: 'status is pending, approved or rejected' }).optional(),
});
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;

export const expenseIdParamSchema = z.object({ id: idField('Choose an expense') });

/** PUT /expenses/{id}: the company side's one decision on a pending expense. */
export const expenseDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'status is approved or rejected' }),
  reason: z.string().trim().max(1000, 'Use at most 1000 characters').nullish(),
});
export type ExpenseDecisionInput = z.infer<typeof expenseDecisionSchema>;

export const expenseSchema = z.object({
  id: z.number().int(),
  assignment_id: z.number().int(),
  assignment_title: z.string(),
  engineer_id: z.number().int(),
  engineer_name: z.string(),
  amount: z.number(),
  category: z.enum(EXPENSE_CATEGORIES),
  description: z.string(),
  /** Download through GET /expenses/{id}/receipt. */
  receipt: fileInfoSchema.nullable(),
  status: z.enum(EXPENSE_STATUSES),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** Counts and sums of an order's expenses, for the details pages and the payment. */
export const expenseSummarySchema = z.object({
  count: z.number().int(),
  pending_count: z.number().int(),
  approved_count: z.number().int(),
  rejected_count: z.number().int(),
  pending_amount: z.number(),
  approved_amount: z.number(),
});
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;
