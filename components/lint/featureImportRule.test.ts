// @vitest-environment node
// The lint rule of eslint.config.mjs that keeps shared code (components/ui, lib) off feature folders.
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

const importing = (specifier: string) => `import thing from '${specifier}';\n\nexport const used = thing;\n`;
const SHARED = expect.stringContaining('import no feature folder');

describe('the shared code import rule', { timeout: 60_000 }, () => {
  it('fails components/ui importing a feature folder, by alias or relative path', async () => {
    for (const specifier of ['@/components/navigation/SideNav', '../navigation/SideNav', '../../components/assignments/pages/WorkOrdersPage']) {
      expect(await restrictedImports(importing(specifier), 'components/ui/Example.tsx'), specifier).toEqual([SHARED]);
    }
  });

  it('fails lib importing a feature folder, by alias or relative path', async () => {
    for (const specifier of ['@/components/assignments/useWorkOrder', '../components/auth/authSchemas']) {
      expect(await restrictedImports(importing(specifier), 'lib/example.ts'), specifier).toEqual([SHARED]);
    }
  });

  it('lets shared code import itself and the other top-level folders', async () => {
    for (const specifier of ['@/components/ui/LinkButton', './LinkButton', '../ui/LinkButton', '@/lib/formatters', '../../lib/formatters', '@/store/hooks', '@/constants']) {
      expect(await restrictedImports(importing(specifier), 'components/ui/Example.tsx'), specifier).toEqual([]);
    }
    for (const specifier of ['./formatters', '@/components/ui/LinkButton', '../store/hooks', '@/contracts/assignment']) {
      expect(await restrictedImports(importing(specifier), 'lib/example.ts'), specifier).toEqual([]);
    }
  });

  it('lets tests of shared code use the test scaffolding, and only tests', async () => {
    const scaffolding = importing('@/components/test/renderWithProviders');
    expect(await restrictedImports(scaffolding, 'components/ui/Example.test.tsx')).toEqual([]);
    expect(await restrictedImports(scaffolding, 'lib/example.test.ts')).toEqual([]);
    expect(await restrictedImports(scaffolding, 'components/ui/Example.tsx')).toEqual([SHARED]);
  });

  it('lets a feature import another feature and keeps the services rule in shared code', async () => {
    expect(await restrictedImports(importing('@/components/messages/MessageThread'), 'components/my-work/Example.tsx')).toEqual([]);
    expect(await restrictedImports(importing('@/services/auth'), 'components/ui/Example.tsx')).toEqual([expect.stringContaining('store/api')]);
  });
});
