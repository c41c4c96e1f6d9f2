/**
 * The other languages' catalogs of a production build as data (ADR 401): each language's first paint (`core`), its
 * areas (`areas`) and its student page (`take`) as `<part>-<code>.<version>.json` beside the bundles, which the
 * server keeps a year as every hashed file. The version is a hash of every catalog, set in the bundle as
 * CATALOG_VERSION, so the pages fetch the one a user needs instead of Parcel making a chunk (and an entry of its
 * bundle manifest, in the first script) of each. English stays in the bundle: it is the first paint's own.
 *
 * The catalogs are TypeScript (src/i18n/locales/<tag>/), checked against English's types; esbuild bundles them once
 * here and each leaf must be a string.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const PARTS = ['core', 'areas', 'take'];

/** Every leaf of a catalog is a string: a function or a number would not survive JSON. */
export function checkStrings(value, path) {
  if (typeof value === 'string') return;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${path} is not a string: a catalog holds strings only`);
  for (const [key, inner] of Object.entries(value)) checkStrings(inner, `${path}.${key}`);
}

/** The languages' catalogs as JSON text, by part and language code, and the version that names them. */
export async function catalogFiles(root) {
  const localesDir = join(root, 'src/i18n/locales');
  const tags = (await readdir(localesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const imports = tags.flatMap((tag, index) =>
    PARTS.map((part) => `import { ${part} as ${part}${index} } from './src/i18n/locales/${tag}/${part}.ts';`),
  );
  const table = tags.map(
    (tag, index) =>
      `${JSON.stringify(tag)}: { ${PARTS.map((part) => `${part}: ${part}${index}`).join(', ')} }`,
  );
  const source = [
    "export { UI_LANGUAGES } from './src/domain/shared/languages.ts';",
    ...imports,
    `export const catalogs = { ${table.join(', ')} };`,
  ].join('\n');
  const bundled = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const text = bundled.outputFiles[0].text;
  const { UI_LANGUAGES, catalogs } = await import(
    `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`
  );
  const files = [];
  for (const language of UI_LANGUAGES) {
    if (language.code === 'en') continue;
    const parts = catalogs[language.tag];
    if (!parts) throw new Error(`No catalog folder for ${language.code} (src/i18n/locales/${language.tag})`);
    for (const part of PARTS) {
      checkStrings(parts[part], `${language.tag}/${part}`);
      files.push({ part, code: language.code, json: JSON.stringify(parts[part]) });
    }
  }
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.part}-${file.code}\n${file.json}\n`);
  return { version: hash.digest('hex').slice(0, 10), files };
}

/** Writes the files of `parts` into `dir`, named as the pages fetch them (src/i18n/catalogFiles.ts). */
export async function writeCatalogFiles(dir, { version, files }, parts = PARTS) {
  await mkdir(dir, { recursive: true });
  const chosen = files.filter((file) => parts.includes(file.part));
  await Promise.all(
    chosen.map((file) => writeFile(join(dir, `${file.part}-${file.code}.${version}.json`), file.json)),
  );
  return chosen.length;
}
