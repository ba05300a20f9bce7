import { asyncThunkCreator, buildCreateSlice } from '@reduxjs/toolkit';

/** createSlice with `create.asyncThunk` enabled (RTK templates style). */
export const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } });
