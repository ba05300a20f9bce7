import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiPage } from '@/contracts/envelope';
import type { Assignment, BasicInfo, EngineerDetails, Expense, LogEntry } from '@/types/assignment';
import { logout } from './authSlice';
import { createAppSlice } from './createAppSlice';

/** The shared client state of spec section 3 that pages hand to each other. */
export type AppState = {
  isLoading: boolean;
  selectedNavOption: string | null;
  basicInfo: BasicInfo | null;
  assignmentDetails: Assignment | null;
  engineerDetails: EngineerDetails | null;
  companyAssignmentDetails: Assignment | null;
  expensesData: ApiPage<Expense>;
  engineerLogs: ApiPage<LogEntry>;
  viewedAssignment: Assignment | null;
};

const emptyPage = { total_count: 0, data: [] };

export const initialAppState: AppState = {
  isLoading: false,
  selectedNavOption: null,
  basicInfo: null,
  assignmentDetails: null,
  engineerDetails: null,
  companyAssignmentDetails: null,
  expensesData: emptyPage,
  engineerLogs: emptyPage,
  viewedAssignment: null,
};

export const appSlice = createAppSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: (create) => ({
    setLoading: create.reducer((state, action: PayloadAction<boolean>) => {
      state.isLoading = action.payload;
    }),
    setSelectedNavOption: create.reducer((state, action: PayloadAction<string | null>) => {
      state.selectedNavOption = action.payload;
    }),
    setBasicInfo: create.reducer((state, action: PayloadAction<BasicInfo | null>) => {
      state.basicInfo = action.payload;
    }),
    setAssignmentDetails: create.reducer((state, action: PayloadAction<Assignment | null>) => {
      state.assignmentDetails = action.payload;
    }),
    setEngineerDetails: create.reducer((state, action: PayloadAction<EngineerDetails | null>) => {
      state.engineerDetails = action.payload;
    }),
    setCompanyAssignmentDetails: create.reducer((state, action: PayloadAction<Assignment | null>) => {
      state.companyAssignmentDetails = action.payload;
    }),
    setExpensesData: create.reducer((state, action: PayloadAction<ApiPage<Expense>>) => {
      state.expensesData = action.payload;
    }),
    setEngineerLogs: create.reducer((state, action: PayloadAction<ApiPage<LogEntry>>) => {
      state.engineerLogs = action.payload;
    }),
    setViewedAssignment: create.reducer((state, action: PayloadAction<Assignment | null>) => {
      state.viewedAssignment = action.payload;
    }),
    resetAppState: create.reducer(() => initialAppState),
  }),
  extraReducers: (builder) => {
    builder.addCase(logout, () => initialAppState);
  },
  selectors: {
    selectIsLoading: (state) => state.isLoading,
    selectSelectedNavOption: (state) => state.selectedNavOption,
    selectBasicInfo: (state) => state.basicInfo,
    selectAssignmentDetails: (state) => state.assignmentDetails,
    selectEngineerDetails: (state) => state.engineerDetails,
    selectCompanyAssignmentDetails: (state) => state.companyAssignmentDetails,
    selectExpensesData: (state) => state.expensesData,
    selectEngineerLogs: (state) => state.engineerLogs,
    selectViewedAssignment: (state) => state.viewedAssignment,
  },
});

export const {
  setLoading,
  setSelectedNavOption,
  setBasicInfo,
  setAssignmentDetails,
  setEngineerDetails,
  setCompanyAssignmentDetails,
  setExpensesData,
  setEngineerLogs,
  setViewedAssignment,
  resetAppState,
} = appSlice.actions;

export const {
  selectIsLoading,
  selectSelectedNavOption,
  selectBasicInfo,
  selectAssignmentDetails,
  selectEngineerDetails,
  selectCompanyAssignmentDetails,
  selectExpensesData,
  selectEngineerLogs,
  selectViewedAssignment,
} = appSlice.selectors;
