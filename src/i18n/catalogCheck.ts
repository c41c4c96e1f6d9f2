/**
 * What a translated catalog must keep of the English one: every key, the same `{{placeholders}}` in each string,
 * every plural category the language has (Intl.PluralRules) for each plural key, no key English lacks, and no
 * string left empty. Used by tests/i18n/catalogs.test.ts and by `npx tsx scripts/catalog-problems.ts <tag>`.
 */
type Flat = Readonly<Record<string, string>>;
type Grouped = Readonly<Record<string, Flat>>;

const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))].sort();

function placeholderProblems(where: string, want: string[], value: string, optional: string[]): string[] {
  const have = placeholders(value);
  const missing = want.filter((name) => !have.includes(name) && !optional.includes(name));
  const unknown = have.filter((name) => !want.includes(name));
  return [
    ...(missing.length > 0 ? [`${where}: placeholder(s) missing: ${missing.join(', ')}`] : []),
    ...(unknown.length > 0 ? [`${where}: unknown placeholder(s): ${unknown.join(', ')}`] : []),
  ];
}

export function catalogProblems(english: Grouped, translated: Grouped, tag: string): string[] {
  const problems: string[] = [];
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories as string[];
  for (const [group, entries] of Object.entries(english)) {
    const target = translated[group];
    if (!target) {
      problems.push(`${group}: group missing`);
      continue;
    }
    const bases = new Map<string, string>();
    for (const [key, text] of Object.entries(entries)) {
      const value = target[key];
      const plural = PLURAL_SUFFIX.exec(key);
      if (plural?.[1] === 'other') bases.set(key.slice(0, -plural[0].length), text);
      if (typeof value !== 'string') {
        problems.push(`${group}.${key}: missing`);
        continue;
      }
      if (value.trim() === '' && text.trim() !== '') problems.push(`${group}.${key}: empty`);
      if (!plural) problems.push(...placeholderProblems(`${group}.${key}`, placeholders(text), value, []));
    }
    for (const [base, otherText] of bases) {
      const forms = new Set([...categories, 'one', 'other']);
      for (const category of forms) {
        const key = `${base}_${category}`;
        const value = target[key];
        if (typeof value !== 'string') {
          if (categories.includes(category)) problems.push(`${group}.${key}: plural form missing`);
          continue;
        }
        // A form for one number ("one", "two", "zero") may name it in words instead of {{count}}.
        const optional = category === 'other' || category === 'many' || category === 'few' ? [] : ['count'];
        problems.push(...placeholderProblems(`${group}.${key}`, placeholders(otherText), value, optional));
      }
    }
    for (const key of Object.keys(target)) {
      if (key in entries) continue;
      const plural = PLURAL_SUFFIX.exec(key);
      if (plural && `${key.slice(0, -plural[0].length)}_other` in entries) continue;
      problems.push(`${group}.${key}: not a key of the English catalog`);
    }
  }
  for (const group of Object.keys(translated)) {
    if (!(group in english)) problems.push(`${group}: not a group of the English catalog`);
  }
  return problems;
}

/** The strings of several words left exactly as in English: a translator's miss, whatever the language. */
export function untranslated(english: Grouped, translated: Grouped): string[] {
  const left: string[] = [];
  for (const [group, entries] of Object.entries(english)) {
    for (const [key, text] of Object.entries(entries)) {
      const words = text.replace(PLACEHOLDER, '').match(/[A-Za-z]{3,}/g) ?? [];
      if (words.length >= 2 && translated[group]?.[key] === text) left.push(`${group}.${key}`);
    }
  }
  return left;
}
