/**
 * A feature keeps its insides to itself (ADR 194). Inside one layer (src/domain, src/api, src/machines, src/views,
 * server/routes, server/repositories) a file of one feature may import a file of another feature only when that
 * file belongs to its feature's public module: its header comment carries the tag `@publicModule`. `shared/`,
 * `ui/` and `access/` (the role and capability tables) are open to every feature; `dev/` (the machine inspector)
 * and the composition roots that map areas to their screens may import any feature. Static imports, re-exports and
 * dynamic `import()` all count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(fileURLToPath(import.meta.url), '../../..');

const LAYERS = [
  'src/domain',
  'src/api',
  'src/machines',
  'src/views',
  'server/routes',
  'server/repositories',
] as const;
/** Folders every feature may import from. */
const OPEN_FOLDERS = new Set(['shared', 'ui', 'access']);
/** Folders that may import any feature: the machine inspector and its catalog. */
const UNBOUND_FOLDERS = new Set(['dev']);
/** Files that assemble the console out of the features' screens. */
const COMPOSITION_ROOTS = new Set(['src/views/shell/areaViews.ts']);
const PUBLIC_TAG = '@publicModule';

interface Place {
  readonly layer: string;
  readonly feature: string;
}

function placeOf(file: string): Place | null {
  for (const layer of LAYERS) {
    if (!file.startsWith(`${layer}/`)) continue;
    const rest = file.slice(layer.length + 1).split('/');
    // A file directly in the layer (src/views/App.tsx) belongs to no feature.
    return rest.length > 1 ? { layer, feature: rest[0]! } : null;
  }
  return null;
}

/** Whether the file's header comment (the comments before its first statement) carries the public tag. */
function isPublic(text: string): boolean {
  const ranges = ts.getLeadingCommentRanges(text, 0) ?? [];
  return ranges.some((range) => text.slice(range.pos, range.end).includes(PUBLIC_TAG));
}

function resolveImport(files: ReadonlyMap<string, string>, importer: string, specifier: string) {
  const base = posix.normalize(posix.join(posix.dirname(importer), specifier));
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => files.has(candidate)) ?? null;
}

/**
 * The imports that reach into another feature's internals: `importer -> imported`, for files given as
 * repository-relative paths with their text.
 */
function boundaryViolations(files: ReadonlyMap<string, string>): string[] {
  const violations: string[] = [];
  for (const [file, text] of files) {
    const from = placeOf(file);
    if (!from || UNBOUND_FOLDERS.has(from.feature) || COMPOSITION_ROOTS.has(file)) continue;
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(files, file, fileName);
      const to = target ? placeOf(target) : null;
      if (!target || !to || to.layer !== from.layer || to.feature === from.feature) continue;
      if (OPEN_FOLDERS.has(to.feature) || isPublic(files.get(target)!)) continue;
      violations.push(`${file} -> ${target}`);
    }
  }
  return violations.sort();
}

function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const layer of LAYERS) {
    for (const entry of readdirSync(join(root, layer), { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(entry)) continue;
      const path = join(root, layer, entry);
      files.set(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  }
  return files;
}

test("no feature imports another feature's internals", () => {
  expect(
    boundaryViolations(sourceFiles()),
    `import the other feature's public module, or tag the imported file ${PUBLIC_TAG} in its header (ADR 194)`,
  ).toEqual([]);
});

describe('the rule', () => {
  const header = (tag = '') => `/** What this file is.${tag ? ` ${tag}` : ''} */\n`;
  const tree = (extra: Record<string, string>) =>
    new Map(
      Object.entries({
        'src/views/quiz/editor/Pager.tsx': `${header()}export const Pager = 1;\n`,
        'src/views/content/ArticleCard.tsx': `${header(PUBLIC_TAG)}export const ArticleCard = 1;\n`,
        'src/views/ui/Button.tsx': `${header()}export const Button = 1;\n`,
        'src/machines/quiz/quizMachine.ts': `${header()}export const quizMachine = 1;\n`,
        ...extra,
      }),
    );

  test("a static or dynamic import of another feature's internal file is refused", () => {
    const files = tree({
      'src/views/playlists/PlaylistView.tsx': `import { Pager } from '../quiz/editor/Pager';\n`,
      'src/views/classes/ClassView.tsx': `const Pager = lazy(() => import('../quiz/editor/Pager'));\n`,
      'src/views/take/TakeView.tsx': `export { Pager } from '../quiz/editor/Pager';\n`,
    });
    expect(boundaryViolations(files)).toEqual([
      'src/views/classes/ClassView.tsx -> src/views/quiz/editor/Pager.tsx',
      'src/views/playlists/PlaylistView.tsx -> src/views/quiz/editor/Pager.tsx',
      'src/views/take/TakeView.tsx -> src/views/quiz/editor/Pager.tsx',
    ]);
  });

  test("a public file, shared pieces, another layer and the feature's own files are allowed", () => {
    const files = tree({
      'src/views/quiz/editor/AddVideo.tsx': [
        `import { ArticleCard } from '../../content/ArticleCard';`,
        `import { Button } from '../../ui/Button';`,
        `import { Pager } from './Pager';`,
        `import { quizMachine } from '../../../machines/quiz/quizMachine';`,
      ].join('\n'),
    });
    expect(boundaryViolations(files)).toEqual([]);
  });

  test('the inspector and the composition root may import any feature', () => {
    const files = tree({
      'src/views/dev/Inspector.tsx': `import { Pager } from '../quiz/editor/Pager';\n`,
      'src/views/shell/areaViews.ts': `const Quiz = lazy(() => import('../quiz/editor/Pager'));\n`,
    });
    expect(boundaryViolations(files)).toEqual([]);
  });

  test('the tag counts only in the header comment', () => {
    const files = tree({
      'src/views/quiz/editor/Later.tsx': `${header()}export const later = 1;\n/** ${PUBLIC_TAG} */\nexport const x = 2;\n`,
      'src/views/playlists/PlaylistView.tsx': `import { later } from '../quiz/editor/Later';\n`,
    });
    expect(boundaryViolations(files)).toEqual([
      'src/views/playlists/PlaylistView.tsx -> src/views/quiz/editor/Later.tsx',
    ]);
  });
});
