/**
 * docs/adding-a-question-type.md stays true to the tree (ADR 323): every file or folder of the repository it names
 * exists, and it names every registry a new type is listed in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const guide = readFileSync(join(root, 'docs/adding-a-question-type.md'), 'utf8');

/** The repository paths the guide names in backticks, without the example type's or a placeholder's. */
const namedPaths = () =>
  [...guide.matchAll(/`((?:src|tests|docs)\/[^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((path) => !path.includes('<') && !path.includes('exactAnswer'));

test('every path the guide to adding a question type names exists', () => {
  const missing = namedPaths().filter((path) => !existsSync(join(root, path)));
  expect(missing, 'update docs/adding-a-question-type.md to the tree').toEqual([]);
});

test('the guide names every registry a type is listed in', () => {
  const registries = [
    'src/questionTypes/shared/domain/registry.ts',
    'src/questionTypes/shared/views/editorRegistry.tsx',
    'src/questionTypes/shared/views/studentRegistry.tsx',
    'src/questionTypes/shared/server/registry.ts',
    'src/questionTypes/shared/tests/domain/typeSamples.ts',
  ];
  expect(registries.filter((path) => !namedPaths().includes(path))).toEqual([]);
  expect(registries.filter((path) => !existsSync(join(root, path)))).toEqual([]);
});
