/** Writes docs/decisions/README.md, the index of the decision records with their status (`npm run decisions`). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decisionIndex, readDecisions } from './decisions/decisionIndex';

const dir = join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readDecisions(dir);
writeFileSync(join(dir, 'README.md'), decisionIndex(records));
console.log(`${records.length} decision records in docs/decisions/README.md`);
