/**
 * Checks one language's catalog files against English: `npx tsx scripts/catalog-problems.ts de`. Prints each
 * problem (missing key, placeholder, plural form, key English lacks) and the strings of several words left in
 * English; exits 1 when there is any problem.
 */
import { en } from '../src/i18n/en';
import { enCore } from '../src/i18n/enCore';
import { enTake } from '../src/i18n/enTake';
import { catalogProblems, untranslated } from '../src/i18n/catalogCheck';

const tag = process.argv[2];
if (!tag) {
  console.error('usage: npx tsx scripts/catalog-problems.ts <tag>');
  process.exit(2);
}
const areasEnglish = Object.fromEntries(Object.entries(en).filter(([group]) => !(group in enCore)));
const { core } = (await import(`../src/i18n/locales/${tag}/core.ts`)) as { core: never };
const { areas } = (await import(`../src/i18n/locales/${tag}/areas.ts`)) as { areas: never };
const { take } = (await import(`../src/i18n/locales/${tag}/take.ts`)) as { take: never };
const problems = [
  ...catalogProblems(enCore, core, tag).map((p) => `core ${p}`),
  ...catalogProblems(areasEnglish as never, areas, tag).map((p) => `areas ${p}`),
  ...catalogProblems(enTake, take, tag).map((p) => `take ${p}`),
];
const left = [
  ...untranslated(enCore, core),
  ...untranslated(areasEnglish as never, areas),
  ...untranslated(enTake, take),
];
for (const problem of problems) console.log(problem);
for (const key of left) console.log(`same as English: ${key}`);
console.log(
  `${tag}: ${problems.length} problem(s), ${left.length} string(s) of several words the same as English`,
);
process.exit(problems.length > 0 ? 1 : 0);
