import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps an AI settings component file to 250 lines, with the project's real
 * eslint.config.js: a file one line over is refused, one at the limit passes.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const maxLinesMessages = async (filePath: string, lines: number) => {
  const code = `${Array.from({ length: lines - 1 }, (_, i) => `// line ${i + 1}`).join('\n')}\nexport const x = 1;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'max-lines');
};

describe('the component-size lint rule', { timeout: 30_000 }, () => {
  it('refuses an AI settings component of 251 lines and lets one of 250 pass', async () => {
    const path = 'src/features/ai-settings/components/example.tsx';
    expect(await maxLinesMessages(path, 251)).toHaveLength(1);
    expect(await maxLinesMessages(path, 250)).toEqual([]);
  });
});
