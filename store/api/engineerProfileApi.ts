import { ENGINEER_PROFILE_ENDPOINTS as PATHS } from '@/constants';
import { type AddLanguageInput, type AddSkillsInput, type ContactInfoInput, type DistanceAndRateInput, type EngineerProfile, type PaymentInfoInput, type PaymentInfoView, type SavedDistanceAndRate, type SkillsAndTitles, type UpdateJobTitlesInput, type UpdateLanguageInput, type UserDocument, type UserLanguage } from '@/contracts/engineerProfile';
import { UPLOAD_FIELD } from '@/constants';
import type { WorkingHoursInput, WorkingHoursView } from '@/contracts/workingHours';
import { api, readEnvelope, downloadRequest, toObjectUrl, apiTag, type ApiTagDescription } from './baseApi';
import { toFormData } from './formData';

// The signed-in engineer's own profile, one cache entry per part (/engineers/*).
// A save writes its answer into its own part, so the form shows what the API stored without a
// second request, and invalidates only what the answer does not carry: the completeness (part of
// basicInfo) and, for the home location and travel distance, Find Work's distances.

type ProfilePart = 'basics' | 'completeness' | 'languages' | 'skills' | 'documents' | 'payment' | 'workingHours';
const part = (id: ProfilePart) => apiTag('EngineerProfile', id);
const FIND_WORK = apiTag('EngineerWork', 'LIST');

/** Invalidates `tags` only when the save succeeded (a rejected save changed nothing). */
const whenSaved =
  (...tags: ApiTagDescription[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;

/** A file for a multipart upload (field UPLOAD_FIELD), and its progress in whole percent. */
export type FileUpload = { file: File; onProgress?: (percent: number) => void };
export type DocumentUpload = FileUpload & { documentTypeId: number };
export type DistanceAndRate = SavedDistanceAndRate;

const readList = <T>(response: unknown): T[] => readEnvelope<T[]>(response) ?? [];

const profileQueries = api.injectEndpoints({
  endpoints: (build) => ({
    getEngineerProfile: build.query<EngineerProfile, void>({
      query: () => ({ url: PATHS.BASIC_INFO }),
      transformResponse: readEnvelope<EngineerProfile>,
      providesTags: [part('basics'), part('completeness')],
    }),
    getUserLanguages: build.query<UserLanguage[], void>({
      query: () => ({ url: PATHS.USER_LANGUAGES }),
      transformResponse: readList<UserLanguage>,
      providesTags: [part('languages')],
    }),
    getSkillsAndTitles: build.query<SkillsAndTitles, void>({
      query: () => ({ url: PATHS.SKILLS_AND_TITLES }),
      transformResponse: readEnvelope<SkillsAndTitles>,
      providesTags: [part('skills')],
    }),
    getUserDocuments: build.query<UserDocument[], void>({
      query: () => ({ url: PATHS.USER_DOCUMENTS }),
      transformResponse: readList<UserDocument>,
      providesTags: [part('documents')],
    }),
    /** Saved payment details with the account masked; null when none are saved. */
    getPaymentInfo: build.query<PaymentInfoView | null, void>({
      query: () => ({ url: PATHS.PAYMENT_INFO }),
      transformResponse: (response: unknown) => readEnvelope<PaymentInfoView | null>(response) ?? null,
      providesTags: [part('payment')],
    }),
    getWorkingHours: build.query<WorkingHoursView, void>({
      query: () => ({ url: PATHS.GET_USER_WORKING_HOUR }),
      transformResponse: readEnvelope<WorkingHoursView>,
      providesTags: [part('workingHours')],
    }),
  }),
});

const { updateQueryData } = profileQueries.util;
type SaveLifecycle<Answer> = { dispatch: (action: ReturnType<typeof updateQueryData>) => unknown; queryFulfilled: Promise<{ data: Answer }> };

/** A save's onQueryStarted: once it succeeded, `update` writes its answer into the cached part. */
function afterSave<Answer, Arg>(update: (answer: Answer, arg: Arg) => ReturnType<typeof updateQueryData>) {
  return async (arg: Arg, { dispatch, queryFulfilled }: SaveLifecycle<Answer>) => {
    const saved = await queryFulfilled.catch(() => null); // a failure is for the form to show
    if (saved) dispatch(update(saved.data, arg));
  };
}

const completeness = whenSaved(part('completeness'));

export const engineerProfileApi = profileQueries.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the whole profile, completeness included. */
    updateContactInfo: build.mutation<EngineerProfile, ContactInfoInput>({
      query: (body) => ({ url: PATHS.UPDATE_CONTACT_INFO, method: 'PATCH', body }),
      transformResponse: readEnvelope<EngineerProfile>,
      onQueryStarted: afterSave((profile: EngineerProfile) => updateQueryData('getEngineerProfile', undefined, () => profile)),
      invalidatesTags: whenSaved(FIND_WORK),
    }),
    updateDistanceAndRate: build.mutation<DistanceAndRate, DistanceAndRateInput>({
      query: (body) => ({ url: PATHS.UPDATE_DISTANCE_AND_RATE, method: 'PATCH', body }),
      transformResponse: readEnvelope<DistanceAndRate>,
      onQueryStarted: afterSave((saved: DistanceAndRate) => updateQueryData('getEngineerProfile', undefined, (profile) => ({ ...profile, ...saved }))),
      invalidatesTags: whenSaved(part('completeness'), FIND_WORK),
    }),
    uploadProfilePicture: build.mutation<{ profile_picture: string }, FileUpload>({
      query: ({ file, onProgress }) => ({ url: PATHS.UPLOAD_PROFILE_PICTURE, method: 'POST', body: toFormData({ [UPLOAD_FIELD]: file }), onProgress }),
      transformResponse: readEnvelope<{ profile_picture: string }>,
      onQueryStarted: afterSave((saved: { profile_picture: string }) => updateQueryData('getEngineerProfile', undefined, (profile) => ({ ...profile, ...saved }))),
      invalidatesTags: completeness,
    }),
    removeProfilePicture: build.mutation<void, void>({
      query: () => ({ url: PATHS.REMOVE_PROFILE_PICTURE, method: 'PATCH' }),
      transformResponse: () => undefined,
      onQueryStarted: afterSave(() => updateQueryData('getEngineerProfile', undefined, (profile) => ({ ...profile, profile_picture: null }))),
      invalidatesTags: completeness,
    }),
    addUserLanguage: build.mutation<UserLanguage[], AddLanguageInput>({
      query: (body) => ({ url: PATHS.USER_LANGUAGES, method: 'POST', body }),
      transformResponse: readList<UserLanguage>,
      onQueryStarted: afterSave((languages: UserLanguage[]) => updateQueryData('getUserLanguages', undefined, () => languages)),
      invalidatesTags: completeness,
    }),
    /** `id` is the row of get-user-languages; answers every language with the new fluency. */
    updateUserLanguage: build.mutation<UserLanguage[], UpdateLanguageInput>({
      query: (body) => ({ url: PATHS.USER_LANGUAGES, method: 'PATCH', body }),
      transformResponse: readList<UserLanguage>,
      onQueryStarted: afterSave((languages: UserLanguage[]) => updateQueryData('getUserLanguages', undefined, () => languages)),
    }),
    /** `id` is the row of get-user-languages; answers the languages left. */
    deleteUserLanguage: build.mutation<UserLanguage[], number>({
      query: (id) => ({ url: PATHS.DELETE_USER_LANGUAGES, method: 'DELETE', body: { id } }),
      transformResponse: readList<UserLanguage>,
      onQueryStarted: afterSave((languages: UserLanguage[]) => updateQueryData('getUserLanguages', undefined, () => languages)),
      invalidatesTags: completeness,
    }),
    addSkills: build.mutation<SkillsAndTitles, AddSkillsInput>({
      query: (body) => ({ url: PATHS.SKILLS_AND_TITLES, method: 'POST', body }),
      transformResponse: readEnvelope<SkillsAndTitles>,
      onQueryStarted: afterSave((saved: SkillsAndTitles) => updateQueryData('getSkillsAndTitles', undefined, () => saved)),
      invalidatesTags: completeness,
    }),
    deleteSkill: build.mutation<SkillsAndTitles, number>({
      query: (skillId) => ({ url: PATHS.DELETE_SKILL, method: 'DELETE', body: { skill_id: skillId } }),
      transformResponse: readEnvelope<SkillsAndTitles>,
      onQueryStarted: afterSave((saved: SkillsAndTitles) => updateQueryData('getSkillsAndTitles', undefined, () => saved)),
      invalidatesTags: completeness,
    }),
    /** Sets the whole list of job titles; an empty list clears them. */
    updateJobTitles: build.mutation<SkillsAndTitles, UpdateJobTitlesInput>({
      query: (body) => ({ url: PATHS.UPDATE_JOB_TITLE, method: 'PATCH', body }),
      transformResponse: readEnvelope<SkillsAndTitles>,
      onQueryStarted: afterSave((saved: SkillsAndTitles) => updateQueryData('getSkillsAndTitles', undefined, () => saved)),
      invalidatesTags: completeness,
    }),
    /** Stores one document of a type; answers the stored document. */
    uploadUserDocument: build.mutation<UserDocument, DocumentUpload>({
      query: ({ documentTypeId, file, onProgress }) => ({
        url: PATHS.USER_DOCUMENTS,
        method: 'POST',
        body: toFormData({ document_type_id: documentTypeId, [UPLOAD_FIELD]: file }),
        onProgress,
      }),
      transformResponse: readEnvelope<UserDocument>,
      onQueryStarted: afterSave((document: UserDocument) => updateQueryData('getUserDocuments', undefined, (documents) => [document, ...documents])),
      invalidatesTags: completeness,
    }),
    deleteUserDocument: build.mutation<void, number>({
      query: (id) => ({ url: PATHS.DELETE_DOCUMENT, method: 'DELETE', body: { id } }),
      transformResponse: () => undefined,
      onQueryStarted: afterSave((_answer: void, id: number) =>
        updateQueryData('getUserDocuments', undefined, (documents) => documents.filter((row) => row.id !== id)),
      ),
      invalidatesTags: completeness,
    }),
    /**
     * The engineer's own document, fetched with their token (documents are never public). Answers
     * an object URL for the browser to save: a Blob is not serializable, so it stays out of the store.
     */
    downloadUserDocument: build.mutation<string, number>({
      query: (id) => downloadRequest(PATHS.USER_DOCUMENT, { id }),
      transformResponse: toObjectUrl,
    }),
    savePaymentInfo: build.mutation<PaymentInfoView, PaymentInfoInput>({
      query: (body) => ({ url: PATHS.PAYMENT_INFO, method: 'PUT', body }),
      transformResponse: readEnvelope<PaymentInfoView>,
      onQueryStarted: afterSave((saved: PaymentInfoView) => updateQueryData('getPaymentInfo', undefined, () => saved)),
      invalidatesTags: completeness,
    }),
    updateWorkingHours: build.mutation<WorkingHoursView, WorkingHoursInput>({
      query: (body) => ({ url: PATHS.UPDATE_WORKING_HOURS, method: 'PUT', body }),
      transformResponse: readEnvelope<WorkingHoursView>,
      onQueryStarted: afterSave((saved: WorkingHoursView) => updateQueryData('getWorkingHours', undefined, () => saved)),
      invalidatesTags: completeness,
    }),
  }),
});

export const {
  useGetEngineerProfileQuery,
  useGetUserLanguagesQuery,
  useGetSkillsAndTitlesQuery,
  useGetUserDocumentsQuery,
  useGetPaymentInfoQuery,
  useGetWorkingHoursQuery,
  useUpdateContactInfoMutation,
  useUpdateDistanceAndRateMutation,
  useUploadProfilePictureMutation,
  useRemoveProfilePictureMutation,
  useAddUserLanguageMutation,
  useDeleteUserLanguageMutation,
  useUpdateUserLanguageMutation,
  useAddSkillsMutation,
  useDeleteSkillMutation,
  useUpdateJobTitlesMutation,
  useUploadUserDocumentMutation,
  useDeleteUserDocumentMutation,
  useDownloadUserDocumentMutation,
  useSavePaymentInfoMutation,
  useUpdateWorkingHoursMutation,
} = engineerProfileApi;
