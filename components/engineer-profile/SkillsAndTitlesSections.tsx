'use client';
import { toast } from 'react-toastify';
import FormSection from '@/components/ui/FormSection';
import { useListOptions } from '@/components/assignments/location/useListOptions';
import { addSkillsSchema, updateJobTitlesSchema, type SkillsAndTitles } from '@/contracts/engineerProfile';
import { addSkills, deleteSkill, getSkillsAndTitles, updateJobTitles } from '@/services/engineerProfile';
import { getJobTitles, getSkills } from '@/services/lists';
import type { ListOption } from '@/contracts/lists';
import PartBody from './PartBody';
import TagListEditor from './TagListEditor';
import { PROFILE_SECTIONS } from './sectionAnchors';
import { useProfilePart } from './useProfilePart';

/** Adding job titles needs at least one; the API's schema alone also accepts an empty set (clear all). */
const addJobTitlesSchema = updateJobTitlesSchema.extend({
  job_title_ids: updateJobTitlesSchema.shape.job_title_ids.min(1, 'Choose at least one job title'),
});

const idsOf = (items: ListOption[]) => items.map((item) => item.id);

/** Skills and job titles: one API part, two sections (each counts on its own for completeness). */
export default function SkillsAndTitlesSections({ onChange }: { onChange: () => void }) {
  const part = useProfilePart(getSkillsAndTitles);
  const skills = useListOptions('skills', getSkills);
  const jobTitles = useListOptions('job-titles', getJobTitles);

  const saved = (data: SkillsAndTitles, message: string) => {
    part.setData(data);
    onChange();
    toast.success(message);
  };

  return (
    <>
      <FormSection title={PROFILE_SECTIONS.skills} description="What you can do on site. Work orders list the skills they need.">
        <PartBody state={part.state} onRetry={part.reload} rows={2}>
          {(data) => (
            <TagListEditor
              noun="skill"
              fieldName="skill_ids"
              schema={addSkillsSchema}
              items={data.skills}
              options={skills.items}
              isLoadingOptions={skills.isLoading}
              onAdd={async (ids) => saved(await addSkills({ skill_ids: ids }), ids.length === 1 ? 'The skill has been added.' : `${ids.length} skills have been added.`)}
              onRemove={async (item) => saved(await deleteSkill(item.id), `${item.name} has been removed from your skills.`)}
            />
          )}
        </PartBody>
      </FormSection>
      <FormSection title={PROFILE_SECTIONS.jobTitles} description="The roles you work as.">
        <PartBody state={part.state} onRetry={part.reload} rows={2}>
          {(data) => (
            <TagListEditor
              noun="job title"
              fieldName="job_title_ids"
              schema={addJobTitlesSchema}
              items={data.job_titles}
              options={jobTitles.items}
              isLoadingOptions={jobTitles.isLoading}
              onAdd={async (ids) =>
                saved(
                  await updateJobTitles({ job_title_ids: [...idsOf(data.job_titles), ...ids] }),
                  ids.length === 1 ? 'The job title has been added.' : `${ids.length} job titles have been added.`,
                )
              }
              onRemove={async (item) =>
                saved(
                  await updateJobTitles({ job_title_ids: idsOf(data.job_titles).filter((id) => id !== item.id) }),
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
