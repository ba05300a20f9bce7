import { sql } from 'drizzle-orm';
import { assignments, assignmentSkills, skills } from '../../db/schema';

/**
 * The skills an order needs, by name, as a JSON array of {id, name}: a column of a query on
 * assignments, so reading an order (or a page of them) sends no statement of its own for them.
 */
export const orderSkillsSql = sql<{ id: number; name: string }[]>`(select coalesce(json_agg(json_build_object('id', ${skills.id}, 'name', ${skills.name}) order by ${skills.name}), '[]'::json)
  from ${assignmentSkills} inner join ${skills} on ${skills.id} = ${assignmentSkills.skillId} where ${assignmentSkills.assignmentId} = ${assignments.id})`;
