import { createRoute, z } from '@hono/zod-openapi';
import { ENGINEER_PROFILE_ENDPOINTS } from '@/constants';
import { envelope, errorResponses, fileDownload, jsonBody, jsonContent, multipartBody, nullData, uploadFile } from '../../lib/openapi';
import {
  addLanguageSchema,
  addSkillsSchema,
  deleteDocumentSchema,
  deleteLanguageSchema,
  updateLanguageSchema,
  deleteSkillSchema,
  documentQuerySchema,
  documentUploadFieldsSchema,
  skillsAndTitlesSchema,
  updateJobTitlesSchema,
  userDocumentSchema,
  userLanguageSchema,
} from '@/contracts/engineerProfile';
import { engineerOnly, tags } from './engineer-profile.routes';

// The list parts of the engineer's profile. Each GET path is the collection; POST on the same
// path adds to it (the spec names no separate "add" paths), the delete-* paths remove.

const languages = envelope(z.array(userLanguageSchema.openapi('UserLanguage')));
const skillsAndTitles = envelope(skillsAndTitlesSchema.openapi('SkillsAndTitles'));
const document = userDocumentSchema.openapi('UserDocument');

export const listLanguages = createRoute({
  operationId: 'listEngineerLanguages',
  method: 'get',
  path: ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES,
  tags,
  summary: "The engineer's languages with fluency",
  ...engineerOnly,
  responses: { 200: jsonContent(languages, 'Languages'), ...errorResponses(401, 403) },
});

export const addLanguage = createRoute({
  operationId: 'addEngineerLanguage',
  method: 'post',
  path: ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES,
  tags,
  summary: 'Add a language with its fluency level; 409 when the language is already there',
  ...engineerOnly,
  request: { body: jsonBody(addLanguageSchema.openapi('AddLanguageRequest')) },
  responses: { 201: jsonContent(languages, 'All languages after adding'), ...errorResponses(400, 401, 403, 409) },
});

export const updateLanguage = createRoute({
  operationId: 'updateEngineerLanguage',
  method: 'patch',
  path: ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES,
  tags,
  summary: 'Change the fluency of a language on the profile (`id` of the get-user-languages row)',
  ...engineerOnly,
  request: { body: jsonBody(updateLanguageSchema.openapi('UpdateLanguageRequest')) },
  responses: { 200: jsonContent(languages, 'All languages after the change'), ...errorResponses(400, 401, 403, 404) },
});

export const deleteLanguage = createRoute({
  operationId: 'deleteEngineerLanguage',
  method: 'delete',
  path: ENGINEER_PROFILE_ENDPOINTS.DELETE_USER_LANGUAGES,
  tags,
  summary: 'Remove a language (`id` of the get-user-languages row)',
  ...engineerOnly,
  request: { body: jsonBody(deleteLanguageSchema) },
  responses: { 200: jsonContent(languages, 'All languages after removing'), ...errorResponses(400, 401, 403, 404) },
});

export const getSkillsAndTitles = createRoute({
  operationId: 'getEngineerSkillsAndJobTitles',
  method: 'get',
  path: ENGINEER_PROFILE_ENDPOINTS.SKILLS_AND_TITLES,
  tags,
  summary: "The engineer's skills and job titles",
  ...engineerOnly,
  responses: { 200: jsonContent(skillsAndTitles, 'Skills and job titles'), ...errorResponses(401, 403) },
});

export const addSkills = createRoute({
  operationId: 'addEngineerSkills',
  method: 'post',
  path: ENGINEER_PROFILE_ENDPOINTS.SKILLS_AND_TITLES,
  tags,
  summary: 'Add skills (`skill_ids`); skills already on the profile are kept. Remove one with delete-skill',
  ...engineerOnly,
  request: { body: jsonBody(addSkillsSchema.openapi('AddSkillsRequest')) },
  responses: { 200: jsonContent(skillsAndTitles, 'Skills and job titles after adding'), ...errorResponses(400, 401, 403) },
});

export const deleteSkill = createRoute({
  operationId: 'deleteEngineerSkill',
  method: 'delete',
  path: ENGINEER_PROFILE_ENDPOINTS.DELETE_SKILL,
  tags,
  summary: 'Remove a skill (`skill_id`)',
  ...engineerOnly,
  request: { body: jsonBody(deleteSkillSchema) },
  responses: { 200: jsonContent(skillsAndTitles, 'Skills and job titles after removing'), ...errorResponses(400, 401, 403, 404) },
});

export const updateJobTitles = createRoute({
  operationId: 'updateEngineerJobTitles',
  method: 'patch',
  path: ENGINEER_PROFILE_ENDPOINTS.UPDATE_JOB_TITLE,
  tags,
  summary: 'Set the job titles to exactly `job_title_ids` (an empty list clears them)',
  ...engineerOnly,
  request: { body: jsonBody(updateJobTitlesSchema.openapi('UpdateJobTitlesRequest')) },
  responses: { 200: jsonContent(skillsAndTitles, 'Skills and job titles after saving'), ...errorResponses(400, 401, 403) },
});

export const listDocuments = createRoute({
  operationId: 'listEngineerDocuments',
  method: 'get',
  path: ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENTS,
  tags,
  summary: "The engineer's documents (download each through user-document?id=)",
  ...engineerOnly,
  responses: { 200: jsonContent(envelope(z.array(document)), 'Documents'), ...errorResponses(401, 403) },
});

export const uploadDocument = createRoute({
  operationId: 'uploadEngineerDocument',
  method: 'post',
  path: ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENTS,
  tags,
  summary: 'Upload a document: multipart fields `file` (PDF, image, .docx or .xlsx) and `document_type_id`',
  ...engineerOnly,
  request: { body: multipartBody(documentUploadFieldsSchema.extend({ file: uploadFile })) },
  responses: { 201: jsonContent(envelope(document), 'The stored document'), ...errorResponses(400, 401, 403, 413, 415) },
});

export const deleteDocument = createRoute({
  operationId: 'deleteEngineerDocument',
  method: 'delete',
  path: ENGINEER_PROFILE_ENDPOINTS.DELETE_DOCUMENT,
  tags,
  summary: 'Delete one of your documents (`id`) and its file',
  ...engineerOnly,
  request: { body: jsonBody(deleteDocumentSchema) },
  responses: { 200: jsonContent(envelope(nullData), 'Deleted'), ...errorResponses(400, 401, 403, 404) },
});

export const downloadDocument = createRoute({
  operationId: 'downloadEngineerDocument',
  method: 'get',
  path: ENGINEER_PROFILE_ENDPOINTS.USER_DOCUMENT,
  tags,
  summary: 'Download one of your own documents (`?id=`); anyone else’s is not found',
  ...engineerOnly,
  request: { query: documentQuerySchema },
  responses: fileDownload,
});
