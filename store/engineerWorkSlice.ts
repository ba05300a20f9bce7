import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ASSIGNMENT_STATUS } from '@/constants';
import { logout } from './authSlice';

export type FindWorkSort = 'distance' | 'start_at' | 'created_at';

/** What the engineer narrowed Find Work to; kept while they look at an order and come back. */
export type FindWorkFilters = {
  within_distance: boolean;
  skill_ids: number[];
  payment_type: number | null;
  min_pay: number | null;
  /** YYYY-MM-DD, as date inputs give them. */
  start_from: string | null;
  start_to: string | null;
  sort_by: FindWorkSort;
};

export type EngineerWorkState = {
  findWork: { filters: FindWorkFilters; page: number };
  myWork: { status: number; page: number };
};

export const initialFindWorkFilters: FindWorkFilters = {
  within_distance: false,
  skill_ids: [],
  payment_type: null,
  min_pay: null,
  start_from: null,
  start_to: null,
  sort_by: 'distance',
};

const initialState: EngineerWorkState = {
  findWork: { filters: initialFindWorkFilters, page: 1 },
  myWork: { status: ASSIGNMENT_STATUS.ALL, page: 1 },
};

/** The engineer's Find Work filters and My Work tab, each with its page. */
export const engineerWorkSlice = createSlice({
  name: 'engineerWork',
  initialState,
  reducers: (create) => ({
    /** Changing a filter starts again at page 1. */
    setFindWorkFilters: create.reducer((state, action: PayloadAction<Partial<FindWorkFilters>>) => {
      state.findWork = { filters: { ...state.findWork.filters, ...action.payload }, page: 1 };
    }),
    clearFindWorkFilters: create.reducer((state) => {
      state.findWork = { filters: initialFindWorkFilters, page: 1 };
    }),
    setFindWorkPage: create.reducer((state, action: PayloadAction<number>) => {
      state.findWork.page = action.payload;
    }),
    setMyWorkStatus: create.reducer((state, action: PayloadAction<number>) => {
      state.myWork = { status: action.payload, page: 1 };
    }),
    setMyWorkPage: create.reducer((state, action: PayloadAction<number>) => {
      state.myWork.page = action.payload;
    }),
  }),
  extraReducers: (builder) => {
    builder.addCase(logout, () => initialState);
  },
  selectors: {
    selectFindWork: (state) => state.findWork,
    selectMyWork: (state) => state.myWork,
  },
});

export const { setFindWorkFilters, clearFindWorkFilters, setFindWorkPage, setMyWorkStatus, setMyWorkPage } = engineerWorkSlice.actions;
export const { selectFindWork, selectMyWork } = engineerWorkSlice.selectors;
