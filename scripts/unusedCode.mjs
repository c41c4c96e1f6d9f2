#!/usr/bin/env node
/**
 * Unused files and exports, found by knip (knip.json: the console's and the server's entries, the scripts and the
 * tests; an export used only in its own file counts as used). Fails on any: remove it, or use it.
 *
 *   node scripts/unusedCode.mjs
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const report = JSON.parse(
  execFileSync(join(root, 'node_modules/.bin/knip'), ['--reporter', 'json', '--no-exit-code'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);
const found = report.issues
  .flatMap((issue) => [
    ...issue.files.map(() => `${issue.file}: (file)`),
    ...issue.exports.map((unused) => `${issue.file}: ${unused.name}`),
  ])
  .sort();

if (found.length > 0) {
  console.error(`Unused files and exports (remove them, or use them):\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log('no unused files or exports');
