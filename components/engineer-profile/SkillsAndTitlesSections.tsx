'use client';
import { toast } from 'react-toastify';
import FormSection from '@/components/ui/FormSection';
import { addSkillsSchema, updateJobTitlesSchema } from '@/contracts/engineerProfile';
import type { ListOption } from '@/contracts/lists';
import {
  useAddSkillsMutation,
  useDeleteSkillMutation,
  useGetSkillsAndTitlesQuery,
  useUpdateJobTitlesMutation,
} from '@/store/api/engineerProfileApi';
import { useGetJobTitlesQuery, useGetSkillsQuery } from '@/store/api/listsApi';
import PartBody from './PartBody';
import TagListEditor from './TagListEditor';
import { PROFILE_SECTIONS } from './sectionAnchors';

/** Adding job titles needs at least one; the API's schema alone also accepts an empty set (clear all). */
const addJobTitlesSchema = updateJobTitlesSchema.extend({
  job_title_ids: updateJobTitlesSchema.shape.job_title_ids.min(1, 'Choose at least one job title'),
});

const idsOf = (items: ListOption[]) => items.map((item) => item.id);

/** Skills and job titles: one API part, two sections (each counts on its own for completeness). `onChange` follows each save. */
export default function SkillsAndTitlesSections({ onChange }: { onChange?: () => void }) {
  const part = useGetSkillsAndTitlesQuery();
  const skills = useGetSkillsQuery();
  const jobTitles = useGetJobTitlesQuery();
  const [addSkills] = useAddSkillsMutation();
  const [deleteSkill] = useDeleteSkillMutation();
  const [updateJobTitles] = useUpdateJobTitlesMutation();

  /** Waits for a save (a failure reaches the editor), then says so. */
  const saved = async (save: { unwrap: () => Promise<unknown> }, message: string) => {
    await save.unwrap();
    onChange?.();
    toast.success(message);
  };

  return (
    <>
      <FormSection title={PROFILE_SECTIONS.skills} description="What you can do on site. Work orders list the skills they need.">
        <PartBody query={part} rows={2}>
          {(data) => (
            <TagListEditor
              noun="skill"
              fieldName="skill_ids"
              schema={addSkillsSchema}
              items={data.skills}
              options={skills.data ?? []}
              isLoadingOptions={skills.isLoading}
              onAdd={(ids) => saved(addSkills({ skill_ids: ids }), ids.length === 1 ? 'The skill has been added.' : `${ids.length} skills have been added.`)}
              onRemove={(item) => saved(deleteSkill(item.id), `${item.name} has been removed from your skills.`)}
            />
          )}
        </PartBody>
      </FormSection>
      <FormSection title={PROFILE_SECTIONS.jobTitles} description="The roles you work as.">
        <PartBody query={part} rows={2}>
          {(data) => (
            <TagListEditor
              noun="job title"
              fieldName="job_title_ids"
              schema={addJobTitlesSchema}
              items={data.job_titles}
              options={jobTitles.data ?? []}
              isLoadingOptions={jobTitles.isLoading}
              onAdd={(ids) =>
                saved(
                  updateJobTitles({ job_title_ids: [...idsOf(data.job_titles), ...ids] }),
                  ids.length === 1 ? 'The job title has been added.' : `${ids.length} job titles have been added.`,
                )
              }
              onRemove={(item) =>
                saved(
                  updateJobTitles({ job_title_ids: idsOf(data.job_titles).filter((id) => id !== item.id) }),
                  `${item.name} has been removed from your job titles.`,
                )
              }
            />
          )}
        </PartBody>
      </FormSection>
    </>
  );
}
