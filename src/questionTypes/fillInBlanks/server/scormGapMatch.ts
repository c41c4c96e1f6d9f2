/**
 * The blanks' matching rule for the SCORM 1.2 player (ADR 305): the domain's own module (gapMatch.ts) with re2js and
 * fastest-levenshtein, bundled by esbuild into one browser script that sets `GAP_MATCH`, so the player scores a
 * close-enough blank and a blank of patterns exactly as the server does, with RE2's linear-time matching on the
 * learner's machine too. Bundled once per process, when a package first needs it (about 150 kB, shipped only in
 * packages with such a blank).
 *
 * The module is found beside the server's sources whether they run as TypeScript (tsx, Vitest) or as the server's
 * bundle in .server-build/<hash>/ (ADR 301): the first folder up from here that holds it is the project's.
 */
import { buildSync } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULE = 'src/questionTypes/fillInBlanks/domain/gapMatch.ts';

/** The name the script gives the module's exports in the player. */
export const GAP_MATCH_GLOBAL = 'GAP_MATCH';

function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, MODULE))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`The SCORM player's matching rule was not found: ${MODULE}`);
    dir = up;
  }
}

let bundled: string | undefined;

/** The browser script that defines `GAP_MATCH.gapAnswerMatches(typed, answer, caseSensitive, match)`. */
export function gapMatchScript(): string {
  if (bundled === undefined) {
    const root = projectRoot();
    const result = buildSync({
      absWorkingDir: root,
      entryPoints: [join(root, MODULE)],
      bundle: true,
      format: 'iife',
      globalName: GAP_MATCH_GLOBAL,
      platform: 'browser',
      // The browsers SCORM packages meet: what re2js needs (classes, BigInt-free) and no newer syntax.
      target: 'es2017',
      minify: true,
      legalComments: 'inline',
      write: false,
      logLevel: 'silent',
    });
    bundled = result.outputFiles[0]!.text;
  }
  return bundled;
}
