import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_PROFILE_ENDPOINTS } from '@/constants';
import type { SkillsAndTitles, UserLanguage } from '@/contracts/engineerProfile';
import LanguagesSection from './LanguagesSection';
import SkillsAndTitlesSections from './SkillsAndTitlesSections';
import { fieldErrors, profileListHandlers } from '@/components/test/engineerProfileFixtures';

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => server.use(...referenceListHandlers, ...profileListHandlers));

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };
const ok = (data: unknown) => HttpResponse.json({ message: 'OK', data });

const english: UserLanguage = { id: 9, language_id: 1, language: 'English', fluency_level_id: 5, fluency_level: 'Native or bilingual' };
const spanish: UserLanguage = { id: 10, language_id: 2, language: 'Spanish', fluency_level_id: 2, fluency_level: 'Conversational' };

async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('LanguagesSection', { timeout: 20_000 }, () => {
  it('adds a language with its fluency and tells the page to refresh completeness', async () => {
    const added: unknown[] = [];
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES), () => ok([english])),
      http.post(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES), async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ message: 'Added', data: [english, spanish] }, { status: 201 });
      }),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LanguagesSection onChange={onChange} />, providers);
    const list = await screen.findByRole('list', { name: 'Your languages' });
    expect(within(list).getByText('English')).toBeInTheDocument();
    await choose(user, /Language/, 'Spanish');
    await choose(user, /Fluency/, 'Conversational');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(await screen.findByText('The language has been added to your profile.')).toBeInTheDocument();
    expect(added).toEqual([{ language_id: 2, fluency_level_id: 2 }]);
    expect(within(screen.getByRole('list', { name: 'Your languages' })).getByText('Spanish')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalled();
  });

  it('asks for both choices, and shows the API field error', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES), () => ok([])),
      http.post(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES), () => {
        calls += 1;
        return fieldErrors([{ path: 'fluency_level_id', message: 'Choose a fluency level from the list' }]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LanguagesSection onChange={vi.fn()} />, providers);
    expect(await screen.findByText('No languages yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(await screen.findByText('Choose a language')).toBeInTheDocument();
    expect(screen.getByText('Choose a fluency level')).toBeInTheDocument();
    expect(calls).toBe(0);
    await choose(user, /Language/, 'French');
    await choose(user, /Fluency/, 'Basic');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(await screen.findByText('Choose a fluency level from the list')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('changes the fluency of a language in place', async () => {
    const changes: unknown[] = [];
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES), () => ok([english, spanish])),
      http.patch(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES), async ({ request }) => {
        changes.push(await request.json());
        return ok([english, { ...spanish, fluency_level_id: 5, fluency_level: 'Native or bilingual' }]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LanguagesSection onChange={vi.fn()} />, providers);
    const row = within(await screen.findByRole('list', { name: 'Your languages' })).getByText('Spanish').closest('li')!;
    await waitFor(() => expect(within(row).getByRole('combobox', { name: 'Spanish fluency' })).toHaveTextContent('Conversational'));
    await user.click(within(row).getByRole('combobox', { name: 'Spanish fluency' }));
    await user.click(await screen.findByRole('option', { name: 'Native or bilingual' }));
    expect(await screen.findByText('Spanish: fluency changed.')).toBeInTheDocument();
    expect(changes).toEqual([{ id: 10, fluency_level_id: 5 }]);
    await waitFor(() => expect(within(row).getByRole('combobox', { name: 'Spanish fluency' })).toHaveTextContent('Native or bilingual'));
  });

  it('removes a language only after confirming', async () => {
    const removed: unknown[] = [];
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.USER_LANGUAGES), () => ok([english, spanish])),
      http.delete(apiUrl(ENGINEER_PROFILE_ENDPOINTS.DELETE_USER_LANGUAGES), async ({ request }) => {
        removed.push(await request.json());
        return ok([english]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LanguagesSection onChange={vi.fn()} />, providers);
    await user.click(await screen.findByRole('button', { name: 'Remove Spanish' }));
    expect(screen.getByRole('dialog', { name: 'Remove this language?' })).toBeInTheDocument();
    expect(removed).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Spanish has been removed from your profile.')).toBeInTheDocument();
    expect(removed).toEqual([{ id: 10 }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Spanish' })).not.toBeInTheDocument());
  });
});

describe('SkillsAndTitlesSections', { timeout: 20_000 }, () => {
  const saved: SkillsAndTitles = { skills: [{ id: 1, name: 'Network Cabling' }], job_titles: [{ id: 1, name: 'Field Engineer' }] };

  it('adds skills, removes one, and sets job titles to the whole new set', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const record = (path: string, data: SkillsAndTitles) => async ({ request }: { request: Request }) => {
      calls.push({ method: request.method, path, body: await request.json() });
      return ok(data);
    };
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.SKILLS_AND_TITLES), () => ok(saved)),
      http.post(apiUrl(ENGINEER_PROFILE_ENDPOINTS.SKILLS_AND_TITLES), record('skills', { ...saved, skills: [...saved.skills, { id: 3, name: 'Router Configuration' }] })),
      http.delete(apiUrl(ENGINEER_PROFILE_ENDPOINTS.DELETE_SKILL), record('delete-skill', { ...saved, skills: [{ id: 3, name: 'Router Configuration' }] })),
      http.patch(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPDATE_JOB_TITLE), record('titles', { ...saved, job_titles: [...saved.job_titles, { id: 2, name: 'Network Technician' }] })),
    );
    const user = userEvent.setup();
    renderWithProviders(<SkillsAndTitlesSections onChange={vi.fn()} />, providers);
    expect(await screen.findByRole('list', { name: 'Your skills' })).toBeInTheDocument();

    await choose(user, 'Add skills', 'Router Configuration');
    await user.click(screen.getByRole('button', { name: 'Add skills' }));
    expect(await screen.findByText('The skill has been added.')).toBeInTheDocument();
    await user.click(screen.getByTitle('Remove Network Cabling'));
    expect(await screen.findByText('Network Cabling has been removed from your skills.')).toBeInTheDocument();

    await choose(user, 'Add job titles', 'Network Technician');
    await user.click(screen.getByRole('button', { name: 'Add job titles' }));
    expect(await screen.findByText('The job title has been added.')).toBeInTheDocument();

    expect(calls).toEqual([
      { method: 'POST', path: 'skills', body: { skill_ids: [3] } },
      { method: 'DELETE', path: 'delete-skill', body: { skill_id: 1 } },
      { method: 'PATCH', path: 'titles', body: { job_title_ids: [1, 2] } },
    ]);
  });

  it('keeps the skills list open while several skills are chosen', async () => {
    const added: unknown[] = [];
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.SKILLS_AND_TITLES), () => ok(saved)),
      http.post(apiUrl(ENGINEER_PROFILE_ENDPOINTS.SKILLS_AND_TITLES), async ({ request }) => {
        added.push(await request.json());
        return ok(saved);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SkillsAndTitlesSections onChange={vi.fn()} />, providers);
    expect(await screen.findByRole('list', { name: 'Your skills' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Add skills' }));
    await user.click(await screen.findByRole('option', { name: 'Router Configuration' }));
    // The list stays open: the next skill is one click away.
    await user.click(screen.getByRole('option', { name: 'POS Installation' }));
    await user.click(screen.getByRole('button', { name: 'Add skills' }));
    await waitFor(() => expect(added).toEqual([{ skill_ids: [3, 2] }]));
  });

  it('says to choose something first, and shows the API field error', async () => {
    server.use(
      http.get(apiUrl(ENGINEER_PROFILE_ENDPOINTS.SKILLS_AND_TITLES), () => ok({ skills: [], job_titles: [] })),
      http.post(apiUrl(ENGINEER_PROFILE_ENDPOINTS.SKILLS_AND_TITLES), () => fieldErrors([{ path: 'skill_ids', message: 'Choose skills from the list' }])),
    );
    const user = userEvent.setup();
    renderWithProviders(<SkillsAndTitlesSections onChange={vi.fn()} />, providers);
    expect(await screen.findByText('No skills yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add skills' }));
    expect(await screen.findByText('Choose at least one skill')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add job titles' }));
    expect(await screen.findByText('Choose at least one job title')).toBeInTheDocument();
    await choose(user, 'Add skills', 'POS Installation');
    await user.click(screen.getByRole('button', { name: 'Add skills' }));
    expect(await screen.findByText('Choose skills from the list')).toBeInTheDocument();
  });
});
