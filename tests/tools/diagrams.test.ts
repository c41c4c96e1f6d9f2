/** docs/machines must show the machines as they are, and every machine file must be in the catalog. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineDoc, machinesIndex } from '../../src/machines/dev/diagram';
import { MACHINE_CATALOG } from '../../src/machines/dev/machineCatalog';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const machinesDir = join(root, 'src/machines');
const docsDir = join(root, 'docs/machines');
const STALE = 'is out of date: run npm run diagrams';

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/** Every `*Machine.ts` under src/machines, as `<folder>/<name>Machine.ts`. */
const machineFiles = (readdirSync(machinesDir, { recursive: true }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /Machine\.ts$/.test(file));
const pathOf = (entry: { name: string; folder: string }) => `${entry.folder}/${entry.name}Machine.ts`;

test('every src/machines/**/*Machine.ts file is in the machine catalog', () => {
  const missing = machineFiles.filter((file) => !MACHINE_CATALOG.some((entry) => pathOf(entry) === file));
  expect(missing, 'add these to src/machines/dev/machineCatalog.ts').toEqual([]);
  const unknown = MACHINE_CATALOG.filter((entry) => !machineFiles.includes(pathOf(entry)));
  expect(
    unknown.map((entry) => entry.name),
    'catalog entries must name a src/machines/<folder>/<name>Machine.ts',
  ).toEqual([]);
});

test.each(MACHINE_CATALOG.map((entry) => [entry.name, entry] as const))(
  'the catalog entry %s is the machine its file exports (or builds)',
  async (name, entry) => {
    const file = join(machinesDir, entry.folder, `${name}Machine.ts`);
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    if (entry.builtWith) expect(module[entry.builtWith]).toBeTypeOf('function');
    else expect(Object.values(module)).toContain(entry.machine);
  },
);

test.each(MACHINE_CATALOG.map((entry) => [entry.name, entry] as const))(
  'the diagram of the %s machine is up to date',
  (name, entry) => {
    expect(read(join(docsDir, `${name}.md`)), `docs/machines/${name}.md ${STALE}`).toBe(machineDoc(entry));
  },
);

test('the machine index is up to date and lists no removed machine', () => {
  expect(read(join(docsDir, 'README.md')), `docs/machines/README.md ${STALE}`).toBe(
    machinesIndex(MACHINE_CATALOG),
  );
  const documented = readdirSync(docsDir).filter((file) => file.endsWith('.md') && file !== 'README.md');
  expect(documented.sort(), `docs/machines ${STALE}`).toEqual(
    MACHINE_CATALOG.map((entry) => `${entry.name}.md`).sort(),
  );
});
