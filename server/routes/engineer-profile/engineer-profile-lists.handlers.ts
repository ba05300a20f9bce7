import type { RouteHandler } from '@hono/zod-openapi';
import { addEngineerSkills } from '../../domain/engineer-profile/add-engineer-skills';
import { addUserDocument } from '../../domain/engineer-profile/add-user-document';
import { addUserLanguage } from '../../domain/engineer-profile/add-user-language';
import { deleteEngineerSkill } from '../../domain/engineer-profile/delete-engineer-skill';
import { deleteUserDocument } from '../../domain/engineer-profile/delete-user-document';
import { deleteUserLanguage } from '../../domain/engineer-profile/delete-user-language';
import { getSkillsAndTitles as getSkillsAndTitlesOf } from '../../domain/engineer-profile/get-skills-and-titles';
import { listUserDocuments } from '../../domain/engineer-profile/list-user-documents';
import { listUserLanguages } from '../../domain/engineer-profile/list-user-languages';
import { updateUserLanguage } from '../../domain/engineer-profile/update-user-language';
import { readUserDocument } from '../../domain/engineer-profile/read-user-document';
import { setJobTitles } from '../../domain/engineer-profile/set-job-titles';
import type { AppEnv } from '../../lib/create-router';
import { fileResponse } from '../../lib/file-response';
import type * as routes from './engineer-profile-lists.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /engineers/get-user-languages – the engineer's languages
export const listLanguages: Handler<'listLanguages'> = async (c) =>
  c.json({ message: 'OK', data: await listUserLanguages({ db: c.var.db, userId: c.var.user.id }) }, 200);

// POST /engineers/get-user-languages – add a language
export const addLanguage: Handler<'addLanguage'> = async (c) => {
  const { language_id, fluency_level_id } = c.req.valid('json');
  const data = await addUserLanguage({ db: c.var.db, userId: c.var.user.id, languageId: language_id, fluencyLevelId: fluency_level_id });
  return c.json({ message: 'Language added.', data }, 201);
};

// PATCH /engineers/get-user-languages – change a language's fluency
export const updateLanguage: Handler<'updateLanguage'> = async (c) => {
  const { id, fluency_level_id } = c.req.valid('json');
  const data = await updateUserLanguage({ db: c.var.db, userId: c.var.user.id, id, fluencyLevelId: fluency_level_id });
  return c.json({ message: 'Fluency changed.', data }, 200);
};

// DELETE /engineers/delete-user-languages – remove a language
export const deleteLanguage: Handler<'deleteLanguage'> = async (c) => {
  const data = await deleteUserLanguage({ db: c.var.db, userId: c.var.user.id, id: c.req.valid('json').id });
  return c.json({ message: 'Language removed.', data }, 200);
};

// GET /engineers/get-skill-and-title – skills and job titles
export const getSkillsAndTitles: Handler<'getSkillsAndTitles'> = async (c) =>
  c.json({ message: 'OK', data: await getSkillsAndTitlesOf({ db: c.var.db, userId: c.var.user.id }) }, 200);

// POST /engineers/get-skill-and-title – add skills
export const addSkills: Handler<'addSkills'> = async (c) => {
  const data = await addEngineerSkills({ db: c.var.db, userId: c.var.user.id, skillIds: c.req.valid('json').skill_ids });
  return c.json({ message: 'Skills added.', data }, 200);
};

// DELETE /engineers/delete-skill – remove a skill
export const deleteSkill: Handler<'deleteSkill'> = async (c) => {
  const data = await deleteEngineerSkill({ db: c.var.db, userId: c.var.user.id, skillId: c.req.valid('json').skill_id });
  return c.json({ message: 'Skill removed.', data }, 200);
};

// PATCH /engineers/update-job-title – set the job titles
export const updateJobTitles: Handler<'updateJobTitles'> = async (c) => {
  const data = await setJobTitles({ db: c.var.db, userId: c.var.user.id, jobTitleIds: c.req.valid('json').job_title_ids });
  return c.json({ message: 'Your job titles have been saved.', data }, 200);
};

// GET /engineers/get-user-documents – the engineer's documents
export const listDocuments: Handler<'listDocuments'> = async (c) =>
  c.json({ message: 'OK', data: await listUserDocuments({ db: c.var.db, userId: c.var.user.id }) }, 200);

// POST /engineers/get-user-documents – upload a document
export const uploadDocument: Handler<'uploadDocument'> = async (c) => {
  const { db, storage, uploadMaxBytes, user } = c.var;
  const { file, document_type_id } = c.req.valid('form');
  const data = await addUserDocument({ db, storage, userId: user.id, documentTypeId: document_type_id, file, maxBytes: uploadMaxBytes });
  return c.json({ message: 'Document uploaded.', data }, 201);
};

// DELETE /engineers/delete-document – delete a document
export const deleteDocument: Handler<'deleteDocument'> = async (c) => {
  await deleteUserDocument({ db: c.var.db, storage: c.var.storage, userId: c.var.user.id, id: c.req.valid('json').id });
  return c.json({ message: 'Document deleted.', data: null }, 200);
};

// GET /engineers/user-document?id= – download one of your documents
export const downloadDocument: Handler<'downloadDocument'> = async (c) => {
  const content = await readUserDocument({ db: c.var.db, storage: c.var.storage, userId: c.var.user.id, id: c.req.valid('query').id });
  return fileResponse(content) as never;
};
