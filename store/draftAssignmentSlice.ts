import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DRAFT_DEFAULT_LOCATION_TYPE, DRAFT_DEFAULT_PAYMENT_TYPE } from '@/constants';
import { logout } from './authSlice';

/** The sections of the draft assignment, as the add and edit forms fill them. */
export type DraftAssignment = {
  basic_info: Record<string, unknown>;
  location: { location_type: number; [field: string]: unknown };
  scheduling: Record<string, unknown>;
  pricing: { payment_type: number; [field: string]: unknown };
  deliverables: Record<string, unknown>[];
  documents: Record<string, unknown>[];
};

/** The work order being written; `assignment_id` is set when an existing one is edited. */
export type DraftAssignmentState = DraftAssignment & { assignment_id: number | null };

/** Object sections merge field by field; the two lists are replaced whole. */
export type DraftPatch = {
  basic_info?: DraftAssignment['basic_info'];
  location?: Partial<DraftAssignment['location']>;
  scheduling?: DraftAssignment['scheduling'];
  pricing?: Partial<DraftAssignment['pricing']>;
  deliverables?: DraftAssignment['deliverables'];
  documents?: DraftAssignment['documents'];
};

export const createEmptyDraft = (): DraftAssignmentState => ({
  assignment_id: null,
  basic_info: {},
  location: { location_type: DRAFT_DEFAULT_LOCATION_TYPE },
  scheduling: {},
  pricing: { payment_type: DRAFT_DEFAULT_PAYMENT_TYPE },
  deliverables: [],
  documents: [],
});

function applyPatch(base: DraftAssignmentState, patch: DraftPatch): DraftAssignmentState {
  return {
    ...base,
    basic_info: { ...base.basic_info, ...patch.basic_info },
    location: { ...base.location, ...patch.location },
    scheduling: { ...base.scheduling, ...patch.scheduling },
    pricing: { ...base.pricing, ...patch.pricing },
    deliverables: patch.deliverables ?? base.deliverables,
    documents: patch.documents ?? base.documents,
  };
}

export const draftAssignmentSlice = createSlice({
  name: 'draftAssignment',
  initialState: createEmptyDraft,
  reducers: (create) => ({
    mergeDraft: create.reducer((state, action: PayloadAction<DraftPatch>) => applyPatch(state, action.payload)),
    resetDraft: create.reducer(() => createEmptyDraft()),
    /** Starts editing an existing work order: defaults first, then its sections. */
    fillDraft: create.reducer((_state, action: PayloadAction<DraftPatch & { assignment_id: number }>) => {
      const { assignment_id, ...sections } = action.payload;
      return { ...applyPatch(createEmptyDraft(), sections), assignment_id };
    }),
  }),
  extraReducers: (builder) => {
    builder.addCase(logout, () => createEmptyDraft());
  },
  selectors: {
    selectDraftAssignment: (state) => state,
  },
});

export const { mergeDraft, resetDraft, fillDraft } = draftAssignmentSlice.actions;
export const { selectDraftAssignment } = draftAssignmentSlice.selectors;
