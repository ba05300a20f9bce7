/** A work order as the portal holds it; fields beyond the id arrive with later features. */
export type Assignment = { id: number; counter_offer?: Record<string, unknown> | null; [field: string]: unknown };

export type DraftAssignment = {
  basic_info: Record<string, unknown>;
  location: { location_type: number; [field: string]: unknown };
  scheduling: Record<string, unknown>;
  pricing: { payment_type: number; [field: string]: unknown };
  deliverables: Record<string, unknown>[];
  documents: Record<string, unknown>[];
};


export type Expense = { id: number; assignment_id: number; [field: string]: unknown };

export type LogEntry = { id: number; user_id: number; assignment_id: number; [field: string]: unknown };

export type EngineerDetails = { id: number; [field: string]: unknown };

export type BasicInfo = { [field: string]: unknown };
