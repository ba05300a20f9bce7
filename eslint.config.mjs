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

// The two files that may reach services/: the bridge that gives the axios client its token,
// toasts and 401 logout (and its test), and next-auth's options, whose authorize() signs in
// on the server.
const API_CLIENT_BRIDGE = ['components/providers/ApiClientBridge.tsx', 'components/providers/ApiClientBridge.test.tsx'];
const AUTH_OPTIONS = ['app/api/auth/authOptions.ts'];

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
  {
    files: API_CLIENT_BRIDGE,
    rules: { 'no-restricted-imports': restrictImports(servicesImport('apiClient')) },
  },
  {
    files: AUTH_OPTIONS,
    rules: { 'no-restricted-imports': restrictImports(servicesImport('auth')) },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**']),
]);
