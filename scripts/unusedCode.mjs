#!/usr/bin/env node
/**
 * Unused files and exports, found by knip (knip.json: the console's and the server's entries, the scripts and the
 * tests; an export used only in its own file counts as used). Fails on any that is not in
 * scripts/unusedCode.baseline.json, the list of those found when this check was added and not removed yet; prints
 * the entries of that list that are gone, so the list only shrinks.
 *
 *   node scripts/unusedCode.mjs                    check
 *   node scripts/unusedCode.mjs --write-baseline   write what is unused now as the list
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const baselineFile = join(root, 'scripts/unusedCode.baseline.json');

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

if (process.argv.includes('--write-baseline')) {
  writeFileSync(baselineFile, `${JSON.stringify(found, null, 2)}\n`);
  console.log(`${found.length} unused files and exports written to scripts/unusedCode.baseline.json`);
  process.exit(0);
}

const baseline = new Set(JSON.parse(readFileSync(baselineFile, 'utf8')));
const fresh = found.filter((entry) => !baseline.has(entry));
const gone = [...baseline].filter((entry) => !found.includes(entry));
if (gone.length > 0) {
  console.log(`No longer unused, drop from scripts/unusedCode.baseline.json:\n  ${gone.join('\n  ')}`);
}
if (fresh.length > 0) {
  console.error(`Unused files and exports (remove them, or use them):\n  ${fresh.join('\n  ')}`);
  process.exit(1);
}
console.log(`no new unused files or exports (${baseline.size - gone.length} left from before)`);
