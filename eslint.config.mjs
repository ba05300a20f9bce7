import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const typedReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch and useAppSelector from @/store/hooks.',
};

const SERVICES_MESSAGE = 'Pages and components get server data through the RTK Query endpoints in store/api/ (e.g. @/store/api/companyApi), never from services/.';

/** An import of services/ by alias or relative path, except the modules named. */
const servicesImport = (...allowed) => ({
  regex: `^(@/|(\\.{1,2}/)+)services/${allowed.length ? `(?!(${allowed.join('|')})$)` : ''}`,
  message: SERVICES_MESSAGE,
});

const restrictImports = (...patterns) => ['error', { paths: [typedReduxHooks], patterns }];

const FEATURE_MESSAGE =
  'components/ui and lib are shared by every feature and import no feature folder (components/<feature>/): move what they need into components/ui (widgets) or lib (helpers).';

/**
 * Imports of a feature folder (any components/ folder but ui/ and those allowed) from shared code:
 * by alias or by a relative path through components/ and, from components/ui (one flat folder), as a
 * sibling folder (../<feature>/).
 */
const featureImports = ({ fromUi, allowed = [] }) => {
  const shared = ['ui', ...allowed].join('|');
  const throughComponents = { regex: `^(@/|(\\.\\./)+)components/(?!(${shared})/)`, message: FEATURE_MESSAGE };
  const sibling = { regex: `^\\.\\./(?!(${shared}|\\.\\.)/)`, message: FEATURE_MESSAGE };
  return fromUi ? [throughComponents, sibling] : [throughComponents];
};

// Shared code: components/ui (widgets) and lib (helpers). Their tests may use the shared test scaffolding.
const sharedCode = [
  { files: ['components/ui/**'], fromUi: true },
  { files: ['lib/**'], fromUi: false },
].flatMap(({ files, fromUi }) => [
  { files, rules: { 'no-restricted-imports': restrictImports(servicesImport(), ...featureImports({ fromUi })) } },
  {
    files: files.map((folder) => `${folder}/*.test.{ts,tsx}`),
    rules: { 'no-restricted-imports': restrictImports(servicesImport(), ...featureImports({ fromUi, allowed: ['test'] })) },
  },
]);

// The two files that may reach services/: the bridge that gives the axios client its token,
// toasts and 401 logout (and its test), and next-auth's options, whose authorize() signs in
// on the server.
const API_CLIENT_BRIDGE = ['components/providers/ApiClientBridge.tsx', 'components/providers/ApiClientBridge.test.tsx'];
const AUTH_OPTIONS = ['app/api/auth/authOptions.ts'];

// A module that builds zod schemas imports contracts/configureZod too, so zod is set up for the pages'
// CSP before any schema exists. (A module re-exporting a configured `z` would be simpler, but the
// bundler then ships all of zod, locales included: ~89 KB gz instead of ~30.) Types build nothing.
const ZOD_CONFIG = '@/contracts/configureZod';
const portal = {
  rules: {
    'zod-configured': {
      meta: { type: 'problem', schema: [], messages: { missing: `A module that imports zod imports '${ZOD_CONFIG}' too (it sets zod up for the pages' CSP).` } },
      create(context) {
        let zodImport;
        let configured = false;
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (source === ZOD_CONFIG) configured = true;
            const isZod = source === 'zod' || source.startsWith('zod/');
            if (isZod && node.importKind !== 'type' && node.specifiers.some((specifier) => specifier.importKind !== 'type')) zodImport ??= node;
          },
          'Program:exit'() {
            if (zodImport && !configured) context.report({ node: zodImport, messageId: 'missing' });
          },
        };
      },
    },
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'no-restricted-imports': restrictImports(),
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['components/**', 'app/**'],
    ignores: [...API_CLIENT_BRIDGE, ...AUTH_OPTIONS],
    rules: { 'no-restricted-imports': restrictImports(servicesImport()) },
  },
  ...sharedCode,
  {
    files: API_CLIENT_BRIDGE,
    rules: { 'no-restricted-imports': restrictImports(servicesImport('apiClient')) },
  },
  {
    files: AUTH_OPTIONS,
    rules: { 'no-restricted-imports': restrictImports(servicesImport('auth')) },
  },
  {
    // server/ never reaches a browser and keeps zod's compiled parsers.
    ignores: ['server/**', 'contracts/configureZod.ts'],
    plugins: { portal },
    rules: { 'portal/zod-configured': 'error' },
  },
  {
    // No import cycles in the server (domain folders, the database layer, …): each module can be
    // read, tested and loaded without the ones that import it. The TypeScript resolver of
    // eslint-config-next follows the `@/` paths; type-only imports are not counted, and packages
    // are neither followed nor parsed. Tests are left out: nothing imports one, so every cycle is
    // found from the modules themselves. Any depth: a cycle is a cycle however long.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { maxDepth: '∞', ignoreExternal: true }] },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'e2e/.artifacts/**', 'server/db/migrations/**', 'examples/typescript-client/api.generated.ts']),
]);
