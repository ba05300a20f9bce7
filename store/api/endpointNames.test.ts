import { describe, expect, it, vi } from 'vitest';
import { api } from './baseApi';

// Every feature injects its endpoints into the one api. A name injected twice is kept from
// whichever module loads first and silently dropped from the other, so one role's hooks would
// call the other role's URL: each name must be injected once.

describe('the endpoints injected into the api', () => {
  it('are each named once across store/api', async () => {
    const names: string[] = [];
    const inject = api.injectEndpoints.bind(api);
    vi.spyOn(api, 'injectEndpoints').mockImplementation((options) => {
      // The definitions a module injects, as it writes them (a builder that hands each definition back).
      const build = { query: (definition: unknown) => definition, mutation: (definition: unknown) => definition, infiniteQuery: (definition: unknown) => definition };
      names.push(...Object.keys(options.endpoints(build as never)));
      return inject(options);
    });
    const modules = import.meta.glob(['./*Api.ts', '!./baseApi.ts']);
    for (const load of Object.values(modules)) await load();

    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
