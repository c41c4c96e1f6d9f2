/**
 * The shared offline package validator (../shared/formats/validate-package). Missing outside CI: the caller skips
 * with the printed reason; missing in CI (`CI=true`): a failure.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const VALIDATOR = resolve(repoRoot, '../shared/formats/validate-package');
export const SAMPLES_DIR = resolve(repoRoot, '../shared/formats/samples/import');

/** Undefined when the validator can run; otherwise why not (the test is skipped outside CI, failed in CI). */
export function validatorUnavailable(): string | undefined {
  if (existsSync(VALIDATOR)) return undefined;
  const reason = `package validator not found at ${VALIDATOR}`;
  if (process.env.CI === 'true') throw new Error(`${reason} (required in CI)`);
  console.warn(`skipping package validation: ${reason}`);
  return reason;
}

export async function validatePackage(
  bytes: Uint8Array,
  kind: 'cc11' | 'scorm12' | 'qti21' | 'qti12',
): Promise<{ valid: boolean; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'package-'));
  try {
    const file = join(dir, 'package.zip');
    await writeFile(file, bytes);
    return await new Promise((done) => {
      execFile(VALIDATOR, [file, kind], { timeout: 230_000 }, (error, stdout, stderr) =>
        done({ valid: !error, output: `${stdout}${stderr}` }),
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
