/**
 * The shared offline package validator (../shared/formats/validate-package). It is required: when it is missing,
 * every test that validates a package fails saying where it was looked for (as the browser test does).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
export const VALIDATOR = resolve(repoRoot, '../shared/formats/validate-package');
export const SAMPLES_DIR = resolve(repoRoot, '../shared/formats/samples/import');

/** Fails the calling test when the validator is not there. */
export function requireValidator(): void {
  if (!existsSync(VALIDATOR))
    throw new Error(`package validator not found at ${VALIDATOR}: exports cannot be checked`);
}

export async function validatePackage(
  bytes: Uint8Array,
  kind: 'cc11' | 'scorm12' | 'qti21' | 'qti12',
): Promise<{ valid: boolean; output: string }> {
  requireValidator();
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
