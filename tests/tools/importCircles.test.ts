/**
 * No import circle of more than two files in src/ and server/ (ADR 323). A circle makes every file of it load
 * before any of them runs, so a module may meet another's exports still undefined, and a change to one file of it
 * is a change to all of them. Two files that import each other are allowed (a table and its row type); a third is
 * not. Type-only imports are left out: they vanish from the built code. A circle is a group of files each of which
 * reaches every other through the imports (a strongly connected component).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const FOLDERS = ['src', 'server'] as const;
const LARGEST = 2;

/** `import … from`, `export … from` and bare `import '…'` statements, and dynamic `import('…')`. */
const STATEMENT = /^\s*(import|export)\b([^;'"]*?)\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Whether an import or export clause brings in types only (`import type`, or every name marked `type`). */
function typeOnly(clause: string): boolean {
  const text = clause.trim();
  if (/^type\b/.test(text)) return true;
  const named = /^\{([^}]*)\}$/.exec(text);
  if (!named) return false;
  const names = named[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The specifiers of a file's value imports, re-exports and dynamic imports; type-only ones are left out. */
function valueImports(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const [, , clause, specifier] of code.matchAll(STATEMENT))
    if (!typeOnly(clause!)) found.push(specifier!);
  for (const [, specifier] of code.matchAll(BARE)) found.push(specifier!);
  for (const [, specifier] of code.matchAll(DYNAMIC)) found.push(specifier!);
  return found;
}

function resolveImport(files: ReadonlyMap<string, string>, importer: string, specifier: string) {
  const base = posix.normalize(posix.join(posix.dirname(importer), specifier));
  return (
    [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate)) ?? null
  );
}

/** Each file's value imports of files of the tree. */
function importGraph(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets = valueImports(text)
      .filter((specifier) => specifier.startsWith('.'))
      .flatMap((specifier) => resolveImport(files, file, specifier) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The groups of files that reach one another (Tarjan's strongly connected components), largest first. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (;;) {
      const member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return found.sort((a, b) => b.length - a.length);
}

function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of FOLDERS) {
    for (const entry of readdirSync(join(root, folder), { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(entry)) continue;
      const path = join(root, folder, entry);
      files.set(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  }
  return files;
}

test(`no import circle in src/ and server/ holds more than ${LARGEST} files`, () => {
  const tooLarge = circles(importGraph(sourceFiles())).filter((group) => group.length > LARGEST);
  expect(
    tooLarge.map((group) => `${group.length} files: ${group.join(', ')}`),
    'move what the files share into a leaf module that imports none of them (ADR 323)',
  ).toEqual([]);
});

describe('the rule', () => {
  const tree = (texts: Record<string, string>) => new Map(Object.entries(texts));

  test('three files that import one another in a ring are one circle', () => {
    const files = tree({
      'server/a.ts': `import { b } from './b';\nexport const a = b;\n`,
      'server/b.ts': `import { c } from './c';\nexport const b = c;\n`,
      'server/c.ts': `import { a } from './a';\nexport const c = a;\n`,
      'server/d.ts': `import { a } from './a';\n`,
    });
    expect(circles(importGraph(files))).toEqual([['server/a.ts', 'server/b.ts', 'server/c.ts']]);
  });

  test('type-only imports close no circle; re-exports and dynamic imports do', () => {
    const files = tree({
      'src/a.ts': `import { b } from './b';\n`,
      'src/b.ts': `export { c } from './c';\n`,
      'src/c.ts': `import type { A } from './a';\nimport {\n  type B,\n  type C,\n} from './b';\nexport type { D } from './a';\n`,
      'src/d.ts': `import { e } from './e';\n`,
      'src/e.ts': `const f = () => import('./f');\n`,
      'src/f.ts': `import { d } from './d';\n`,
    });
    expect(circles(importGraph(files))).toEqual([['src/d.ts', 'src/e.ts', 'src/f.ts']]);
  });

  test('two files that import each other are a circle of two', () => {
    const files = tree({
      'server/table.ts': `import { row } from './row';\n`,
      'server/row.ts': `import { table } from './table';\n`,
    });
    expect(circles(importGraph(files))).toEqual([['server/row.ts', 'server/table.ts']]);
  });
});
