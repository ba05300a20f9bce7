// @vitest-environment node
// The lint rule of eslint.config.mjs that keeps pages and components off services/.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.mjs` });

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `filePath`. */
async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const importsAService = "import { loginUser } from '@/services/auth';\n\nexport const signIn = loginUser;\n";

describe('the services import rule', { timeout: 60_000 }, () => {
  it('fails a component that imports a service, by alias or relative path', async () => {
    expect(await restrictedImports(importsAService, 'components/users/Example.tsx')).toEqual([expect.stringContaining('store/api')]);
    const relative = "import { apiClient } from '../../services/apiClient';\n\nexport const client = apiClient;\n";
    expect(await restrictedImports(relative, 'app/(company)/company/Example.tsx')).toHaveLength(1);
  });

  it('lets the same code through under store/', async () => {
    expect(await restrictedImports(importsAService, 'store/api/example.ts')).toEqual([]);
  });

  it('lets the API client bridge reach the client, and only the client', async () => {
    const bridge = 'components/providers/ApiClientBridge.tsx';
    expect(await restrictedImports("import { setupApiClient } from '@/services/apiClient';\n\nexport const setup = setupApiClient;\n", bridge)).toEqual([]);
    expect(await restrictedImports(importsAService, bridge)).toHaveLength(1);
  });

  it('still asks for the typed redux hooks everywhere', async () => {
    const untyped = "import { useSelector } from 'react-redux';\n\nexport const select = useSelector;\n";
    expect(await restrictedImports(untyped, 'store/example.ts')).toEqual([expect.stringContaining('useAppSelector')]);
  });
});
