#!/usr/bin/env node
/**
 * Measures of how the code is shaped, for a tree given as a directory (default: this checkout):
 * the largest source files, views over 150 lines, views that branch on business rules themselves,
 * raw form controls and hand-made tables outside src/views/ui, machines over 300 lines, and machines per way of getting
 * effects.
 *
 *   node scripts/codeMeasures.mjs [dir]
 *
 * "Business branching" in a view: it reads the clock itself (new Date() without arguments, Date.now()) instead of
 * its machine's time, or decides by the caller's role (compares ROLE_… names, or imports a role predicate such as
 * isSuperAdmin / isQuizSuperAdmin from src/domain) instead of asking a capability table.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? process.cwd();

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const lines = (text) => text.split('\n').length;
const files = ['src', 'server']
  .flatMap((d) => walk(join(root, d)))
  .map((path) => {
    const text = readFileSync(path, 'utf8');
    return { path: relative(root, path), text, lines: lines(text) };
  });
/** The console's views, a question type's among them (src/questionTypes/<type>/views, ADR 323). */
const views = files.filter(
  (f) => f.path.startsWith('src/views/') || /^src\/questionTypes\/[^/]+\/views\//.test(f.path),
);
const largeMachines = files.filter((f) => f.path.startsWith('src/machines/') && f.lines > 300);
const outsideUi = views.filter((f) => !f.path.startsWith('src/views/ui/'));

const domainRuleImport = /import\s+\{([^}]*)\}\s+from\s+'(?:\.\.\/)+domain\/[^']+'/g;
function decidesInView(text) {
  const reasons = [];
  if (/new Date\(\)|Date\.now\(\)/.test(text)) reasons.push('clock');
  if (/(===|!==)\s*'ROLE_|includes\('ROLE_|hasRole\(/.test(text)) reasons.push('role');
  for (const match of text.matchAll(domainRuleImport)) {
    const names = match[1]
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '));
    if (names.some((n) => /^(is|has)\w*(Admin|Role)$/.test(n))) reasons.push('role');
  }
  return [...new Set(reasons)];
}

const count = (regex) => outsideUi.reduce((n, f) => n + (f.text.match(regex)?.length ?? 0), 0);

const report = {
  largest: [...files]
    .sort((a, b) => b.lines - a.lines)
    .slice(0, 8)
    .map((f) => `${f.lines} ${f.path}`),
  viewsOver150: views.filter((f) => f.lines > 150).length,
  views: views.length,
  machinesOver300: largeMachines.length,
  largeMachines: largeMachines.map((f) => `${f.lines} ${f.path}`),
  viewsWithBusinessBranching: views
    .map((f) => ({ path: f.path, reasons: decidesInView(f.text) }))
    .filter((v) => v.reasons.length > 0)
    .map((v) => `${v.path} (${v.reasons.join(', ')})`),
  rawControlsOutsideUi: count(/<(input|select|textarea)\b/g),
  tablesOutsideUi: count(/<table\b/g),
  providesInViews: count(/\.provide\(/g),
  machineFactories: files.filter(
    (f) => f.path.startsWith('src/machines/') && /export function create\w*Machine[<(]/.test(f.text),
  ).length,
};

console.log(JSON.stringify(report, null, 2));
