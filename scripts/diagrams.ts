/**
 * `npm run diagrams`: writes docs/machines/<name>.md for every machine of the catalog, and the index.
 * Diagram files of machines no longer in the catalog are removed.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineDoc, machinesIndex } from '../src/machines/dev/diagram';
import { MACHINE_CATALOG } from '../src/machines/dev/machineCatalog';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const outDir = join(root, 'docs/machines');

function write(file: string, text: string): void {
  const path = join(outDir, file);
  let previous: string | null = null;
  try {
    previous = readFileSync(path, 'utf8');
  } catch {
    previous = null;
  }
  if (previous === text) return;
  writeFileSync(path, text);
  console.log(`${previous === null ? 'wrote' : 'updated'} docs/machines/${file}`);
}

mkdirSync(outDir, { recursive: true });
const expected = new Set(['README.md', ...MACHINE_CATALOG.map((entry) => `${entry.name}.md`)]);
for (const entry of MACHINE_CATALOG) write(`${entry.name}.md`, machineDoc(entry));
write('README.md', machinesIndex(MACHINE_CATALOG));
for (const file of readdirSync(outDir)) {
  if (file.endsWith('.md') && !expected.has(file)) {
    rmSync(join(outDir, file));
    console.log(`removed docs/machines/${file}`);
  }
}
console.log(`${MACHINE_CATALOG.length} machine diagrams in docs/machines`);
