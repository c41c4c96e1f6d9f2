// The end of `npm test` (scripts/test.sh): the time of each step and of each Vitest project, then the suite's
// closing line, 'N passed, N failed, N skipped'.
//   node scripts/test-summary.mjs tests/.artifacts        (a run's artifacts: steps and Vitest reports)
//   node scripts/test-summary.mjs tests/.artifacts/x.json (one Vitest JSON report)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const target = process.argv[2] ?? 'tests/.artifacts';
const isDir = statSync(target).isDirectory();
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);

/** The project a test file belongs to, by the include patterns of vitest.config.ts. */
function projectOf(file) {
  const path = relative(process.cwd(), file).split('\\').join('/');
  if (/\.mocked\.test\.tsx?$/.test(path)) return 'web-mocked';
  if (path.startsWith('tests/e2e/')) return 'browser';
  if (path.startsWith('tests/mbt/')) return 'mbt';
  if (path.startsWith('tests/server/') || /^src\/questionTypes\/[^/]+\/tests\/server\//.test(path))
    return 'server';
  return 'web';
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

const reports = (isDir ? readdirSync(target).filter((file) => file.endsWith('.json')) : [target]).map(
  (file) => JSON.parse(readFileSync(isDir ? join(target, file) : file, 'utf8')),
);

if (isDir) {
  const runStart = Number(read(join(target, 'run.start')));
  const runEnd = Number(read(join(target, 'run.end')));
  const steps = ['vitest', 'build', 'browser', 'lint', 'format', 'unused', 'types'].flatMap((name) => {
    const time = read(join(target, `${name}.time`));
    if (!time) return [];
    const [real, user, system] = time.split(/\s+/).map(Number);
    const status = read(join(target, `${name}.status`));
    return [{ name, real, cpu: user + system, status }];
  });
  if (steps.length > 0) {
    console.log('\nsteps (side by side)        wall      CPU');
    for (const s of steps) {
      const verdict = s.status === '0' ? '' : `  FAILED (exit ${s.status})`;
      console.log(
        `  ${pad(s.name, 24)}${padStart(seconds(s.real * 1000), 6)}${padStart(seconds(s.cpu * 1000), 9)}${verdict}`,
      );
    }
  }
  if (runStart && runEnd)
    console.log(`  ${pad('whole run', 24)}${padStart(seconds((runEnd - runStart) * 1000), 6)}`);
}

const projects = new Map();
for (const report of reports) {
  for (const file of report.testResults ?? []) {
    const name = projectOf(file.name);
    const p = projects.get(name) ?? { files: 0, tests: 0, failed: 0, first: Infinity, last: 0, busy: 0 };
    p.files += 1;
    p.tests += file.assertionResults.length;
    p.failed += file.assertionResults.filter((test) => test.status === 'failed').length;
    if (file.startTime) p.first = Math.min(p.first, file.startTime);
    if (file.endTime) p.last = Math.max(p.last, file.endTime);
    if (file.startTime && file.endTime) p.busy += file.endTime - file.startTime;
    projects.set(name, p);
  }
}
if (projects.size > 0) {
  console.log('\nprojects          files  tests   wall  files summed');
  for (const [name, p] of [...projects].sort((a, b) => a[1].first - b[1].first)) {
    const wall = p.last > p.first ? seconds(p.last - p.first) : '-';
    const failed = p.failed > 0 ? `  ${p.failed} failed` : '';
    console.log(
      `  ${pad(name, 14)}${padStart(p.files, 7)}${padStart(p.tests, 7)}${padStart(wall, 7)}${padStart(seconds(p.busy), 14)}${failed}`,
    );
  }
}

// The failed tests, each with the first lines of its message: the end of a run is what a CI log keeps.
const failures = reports.flatMap((report) =>
  (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ file: relative(process.cwd(), file.name), test })),
  ),
);
if (failures.length > 0) {
  console.log('\nfailed');
  for (const { file, test } of failures) {
    console.log(`  ${file} > ${test.fullName ?? test.title}`);
    const message = stripVTControlCharacters((test.failureMessages ?? []).join('\n'));
    for (const line of message
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 6))
      console.log(`      ${line.slice(0, 200)}`);
  }
}
const failedFiles = reports.flatMap((report) =>
  (report.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0),
);
for (const file of failedFiles) {
  console.log(
    `  ${relative(process.cwd(), file.name)} (the file failed: ${String(file.message ?? '')
      .split('\n')[0]
      .slice(0, 200)})`,
  );
}

// Tests that passed only on a second try (the browser project retries once in CI): flakes to fix, named here.
const flaky = reports.flatMap((report) =>
  (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0)
      .map((test) => ({ file: relative(process.cwd(), file.name), test })),
  ),
);
if (flaky.length > 0) {
  console.log('\npassed on a second try (flaky: fix them)');
  for (const { file, test } of flaky) {
    console.log(`  ${file} > ${test.fullName ?? test.title}`);
    const message = stripVTControlCharacters(test.failureMessages.join('\n'));
    for (const line of message
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 4))
      console.log(`      ${line.slice(0, 200)}`);
  }
}

const total = (key) => reports.reduce((sum, report) => sum + (report[key] ?? 0), 0);
const skipped = total('numPendingTests') + total('numTodoTests');
console.log(`\n${total('numPassedTests')} passed, ${total('numFailedTests')} failed, ${skipped} skipped`);
