/**
 * A feature keeps its insides to itself (ADR 194). Inside one layer (src/domain, src/api, src/machines, src/views,
 * server/routes, server/repositories) a file of one feature may import a file of another feature only when that
 * file belongs to its feature's public module: its header comment carries the tag `@publicModule`. `shared/`,
 * `ui/` and `access/` (the role and capability tables) are open to every feature; `dev/` (the machine inspector)
 * and the composition roots that map areas to their screens may import any feature. Static imports, re-exports and
 * dynamic `import()` all count. The question types' folders have a rule of their own below (ADR 323).
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

/**
 * A question type is one folder (ADR 323): src/questionTypes/<type>/ with its layers as parts (`domain`, `views`,
 * `server`) and its `tests`; `shared` holds what every type builds on and the registries. The layers hold inside a
 * type as outside: a type's domain imports no views, machines, API or server code; its views no server code; no
 * console code imports a type's server part or server/; the server no type's views. A type's files are its own:
 * another type, or code outside src/questionTypes, imports one only when it is tagged `@publicModule`; the
 * registries, which name every type's pieces, may import any.
 */
const TYPES_ROOT = 'src/questionTypes';
const SHARED_TYPE = 'shared';
const TYPE_REGISTRIES = new Set([
  `${TYPES_ROOT}/shared/domain/registry.ts`,
  `${TYPES_ROOT}/shared/views/editorRegistry.tsx`,
  `${TYPES_ROOT}/shared/views/studentRegistry.tsx`,
  `${TYPES_ROOT}/shared/server/registry.ts`,
]);

interface TypePlace {
  readonly type: string;
  readonly part: string;
}

function typePlaceOf(file: string): TypePlace | null {
  if (!file.startsWith(`${TYPES_ROOT}/`)) return null;
  const [type, part] = file.slice(TYPES_ROOT.length + 1).split('/');
  return type && part ? { type, part } : null;
}

/** The layer a file's code belongs to, for the import direction. */
function layerOf(file: string): 'domain' | 'api' | 'machines' | 'views' | 'server' | 'tests' | 'console' {
  const place = typePlaceOf(file);
  if (place) return place.part as 'domain' | 'views' | 'server' | 'tests';
  if (file.startsWith('server/')) return 'server';
  for (const layer of ['domain', 'api', 'machines', 'views'] as const)
    if (file.startsWith(`src/${layer}/`)) return layer;
  return 'console';
}

/** What each layer may not import, by the imported file's layer. */
const REFUSED: Readonly<Record<string, readonly string[]>> = {
  domain: ['api', 'machines', 'views', 'server', 'console'],
  api: ['machines', 'views', 'server'],
  machines: ['views', 'server'],
  views: ['server'],
  console: ['server'],
  server: ['machines', 'views'],
};

/** Imports that break a question type's layers or reach into another type's files: `importer -> imported`. */
function questionTypeViolations(files: ReadonlyMap<string, string>): string[] {
  const violations: string[] = [];
  for (const [file, text] of files) {
    const from = typePlaceOf(file);
    if (from?.part === 'tests') continue;
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(files, file, fileName);
      if (!target) continue;
      const to = typePlaceOf(target);
      if (!to && !from) continue;
      if ((REFUSED[layerOf(file)] ?? []).includes(layerOf(target))) {
        violations.push(`${file} -> ${target} (layers)`);
        continue;
      }
      const intoAType = to !== null && to.type !== SHARED_TYPE && to.type !== from?.type;
      if (intoAType && !TYPE_REGISTRIES.has(file) && !isPublic(files.get(target)!))
        violations.push(`${file} -> ${target}`);
    }
  }
  return violations.sort();
}

function sourceTree(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ['src', 'server']) {
    for (const entry of readdirSync(join(root, folder), { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(entry)) continue;
      const path = join(root, folder, entry);
      files.set(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  }
  return files;
}

test('a question type keeps its layers and its files to itself', () => {
  expect(
    questionTypeViolations(sourceTree()),
    `keep the layers (ADR 323), import the other type's public module, or tag the imported file ${PUBLIC_TAG}`,
  ).toEqual([]);
});

describe("the question types' rule", () => {
  const header = (tag = '') => `/** What this file is.${tag ? ` ${tag}` : ''} */\n`;
  const tree = (extra: Record<string, string>) =>
    new Map(
      Object.entries({
        'src/questionTypes/numeric/domain/numeric.ts': `${header(PUBLIC_TAG)}export const numericType = 1;\n`,
        'src/questionTypes/numeric/domain/numericParse.ts': `${header()}export const readNumber = 1;\n`,
        'src/questionTypes/numeric/views/NumericEditor.tsx': `${header()}export const NumericEditor = 1;\n`,
        'src/questionTypes/numeric/server/numericType.ts': `${header()}export const numericServer = 1;\n`,
        'src/questionTypes/shared/domain/questionType.ts': `${header()}export const base = 1;\n`,
        'src/views/ui/Button.tsx': `${header()}export const Button = 1;\n`,
        'server/exports/xml.ts': `${header()}export const xml = 1;\n`,
        ...extra,
      }),
    );

  test("a type's domain imports no views or server code, and its views no server code", () => {
    const files = tree({
      'src/questionTypes/numeric/domain/numericRules.ts': [
        `import { NumericEditor } from '../views/NumericEditor';`,
        `import { numericServer } from '../server/numericType';`,
      ].join('\n'),
      'src/questionTypes/numeric/views/NumericStudent.tsx': `import { xml } from '../../../../server/exports/xml';\n`,
    });
    expect(questionTypeViolations(files)).toEqual([
      'src/questionTypes/numeric/domain/numericRules.ts -> src/questionTypes/numeric/server/numericType.ts (layers)',
      'src/questionTypes/numeric/domain/numericRules.ts -> src/questionTypes/numeric/views/NumericEditor.tsx (layers)',
      'src/questionTypes/numeric/views/NumericStudent.tsx -> server/exports/xml.ts (layers)',
    ]);
  });

  test("console code never imports a type's server part; the server never its views", () => {
    const files = tree({
      'src/views/take/TakeView.tsx': `import { numericServer } from '../../questionTypes/numeric/server/numericType';\n`,
      'server/exports/qti.ts': [
        `import { NumericEditor } from '../../src/questionTypes/numeric/views/NumericEditor';`,
        `import { numericServer } from '../../src/questionTypes/numeric/server/numericType';`,
        `import { numericType } from '../../src/questionTypes/numeric/domain/numeric';`,
      ].join('\n'),
    });
    expect(questionTypeViolations(files)).toEqual([
      'server/exports/qti.ts -> src/questionTypes/numeric/server/numericType.ts',
      'server/exports/qti.ts -> src/questionTypes/numeric/views/NumericEditor.tsx (layers)',
      'src/views/take/TakeView.tsx -> src/questionTypes/numeric/server/numericType.ts (layers)',
    ]);
  });

  test("another type or outside code imports a type's file only when it is public; the registries any", () => {
    const files = tree({
      'src/questionTypes/calculated/domain/calculated.ts': [
        `import { numericType } from '../../numeric/domain/numeric';`,
        `import { readNumber } from '../../numeric/domain/numericParse';`,
        `import { base } from '../../shared/domain/questionType';`,
      ].join('\n'),
      'src/questionTypes/shared/domain/registry.ts': `import { readNumber } from '../../numeric/domain/numericParse';\n`,
      'src/domain/take/scoring.ts': `import { readNumber } from '../../questionTypes/numeric/domain/numericParse';\n`,
    });
    expect(questionTypeViolations(files)).toEqual([
      'src/domain/take/scoring.ts -> src/questionTypes/numeric/domain/numericParse.ts',
      'src/questionTypes/calculated/domain/calculated.ts -> src/questionTypes/numeric/domain/numericParse.ts',
    ]);
  });
});

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
