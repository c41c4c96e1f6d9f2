/**
 * The student page's build (dist/take/) stays small and carries no console code (ADR 140): React and the loading
 * line on the first script; the page itself (XState, its machine, views and the video player) and the API client
 * with zod loaded beside it; the interactive video's player (ADR 338) only where a video has interactions, the
 * transcript (ADR 342) only beside a video with subtitles, the equations' converter (ADR 387) only for a text with
 * an equation, the list box of a select (ADR 394) only where an option holds an equation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from './serverProcess';

const takeDir = join(PROJECT_ROOT, 'dist/take');
const read = (file: string) => readFileSync(join(takeDir, file), 'utf8');
const scripts = () => readdirSync(takeDir).filter((file) => file.endsWith('.js'));
/** The other languages' strings of the page, as data (ADR 401): `take-<code>.<version>.json`. */
const catalogFiles = () =>
  readdirSync(takeDir).filter((file) => /^take-[a-z-]+\.[0-9a-f]+\.json$/.test(file));
const gzipKb = (file: string) => gzipSync(readFileSync(join(takeDir, file)), { level: 9 }).length / 1024;
const entryScript = () => /<script type=module src=[^>]*\/([^/>]+\.js)>/.exec(read('index.html'))?.[1];
/** Loaded only for question titles with markup: the sanitiser. */
const isRichText = (file: string) => file.startsWith('RichTextView.');
/** Loaded only for a quiz with a question of its type (ADR 195): each type's student component. */
const isQuestionType = (file: string) => /^[A-Z][A-Za-z]*Student\.[0-9a-f]+\.js$/.test(file);
/** Loaded only where a video has questions at its moments or settings of its own (ADR 338). */
const isInteractiveVideo = (file: string) => file.startsWith('TakeInteractiveVideo.');
/** Loaded only beside a video with subtitles (ADR 342): its transcript. */
const isTranscript = (file: string) => file.startsWith('TakeTranscript.');
/** Loaded only for a text with an equation (ADR 387): temml and what shows its MathML. */
const isMath = (file: string) => file.startsWith('MathRendered.');
/** Loaded only for a select whose options hold an equation (ADR 394): react-aria's list box. */
const isMathSelect = (file: string) => file.startsWith('MathSelect.');
/**
 * Loaded only by a chemical structure question (ADR 389): OpenChemLib's board, and the data file its library may
 * fetch by address (never by the board we draw).
 */
const isStructureBoard = (file: string) => file.startsWith('openchemlib.') || file.startsWith('resources.');

/** ADR 140: the first script, and every script the page needs before a question with markup. */
const FIRST_SCRIPT_BUDGET_KB = 80;
/**
 * 186 since ADR 350: every type's answer in its own words on the review, and "answered" counting every part; 187
 * since ADR 359: a hotspot's right regions worded in the page's language (186.2 KB measured); 188 since ADR 387:
 * every author's text asks whether it holds an equation before loading the converter, beside measured numeric
 * answers (187.6 KB measured); 191 since ADR 389: a thirteenth type's chunk, the chemical structure's field and the
 * loader of its board (1.6 KB), and the ×10ⁿ key of measured answers (ADR 391, 0.4 KB; 190.2 KB measured).
 */
const PAGE_BUDGET_KB = 191;
/** ADR 338: the interactive player's own chunk. */
const INTERACTIVE_VIDEO_BUDGET_KB = 6;
/** ADR 342: the transcript's own chunk. */
const TRANSCRIPT_BUDGET_KB = 5;
/** ADR 387: the equations' converter, temml with mhchem (58.5 KB measured). */
const MATH_BUDGET_KB = 64;
/** ADR 394: the list box of a select whose options hold equations, react-aria's Select (78.1 KB measured). */
const MATH_SELECT_BUDGET_KB = 84;

describe('the student page build', () => {
  test('is published under /take/ with its own entry script', () => {
    expect(read('index.html')).toMatch(/src=\/take\/take\.[0-9a-f]+\.js/);
    expect(entryScript()).toBeDefined();
  });

  test(`its first script stays under ${FIRST_SCRIPT_BUDGET_KB} KB gzip, without zod, i18next, XState or the page's catalog`, () => {
    const entry = entryScript()!;
    expect(gzipKb(entry)).toBeLessThan(FIRST_SCRIPT_BUDGET_KB);
    expect(read(entry).includes('ZodError'), 'zod in the first script').toBe(false);
    expect(read(entry).includes('i18next::'), 'i18next in the first script').toBe(false);
    // Its strings are the loading line's and the failed load's; the page's catalog comes with the page (ADR 400).
    expect(read(entry).includes('Loading your quiz'), 'the loading line in the first script').toBe(true);
    expect(read(entry).includes('confirmAllAnswered'), 'the page’s catalog in the first script').toBe(false);
    // The page itself (the machine and its views) downloads beside React's start.
    expect(read(entry).includes('xstate.init'), 'XState in the first script').toBe(false);
    expect(scripts().some((file) => read(file).includes('xstate.init'))).toBe(true);
  });

  test(`all it loads before a question with markup stays under ${PAGE_BUDGET_KB} KB gzip`, () => {
    // Of the languages' strings (ADR 179) the page loads one: the largest counts. English is the page's own chunk
    // (ADR 400), which counts whatever the language; its catalog's chunk of its own is never loaded by the page.
    // Another language is data beside the scripts (ADR 401), counted as a script would be.
    const isPage = (file: string) => file === entryScript() || file.startsWith('takePage.');
    const isLanguage = (file: string) => !isPage(file) && read(file).includes('confirmAllAnswered');
    const languages = [...scripts().filter(isLanguage), ...catalogFiles()];
    // A quiz of every type loads every type's chunk: they all count, as the largest language does.
    const types = scripts().filter(isQuestionType);
    const total =
      scripts()
        .filter(
          (file) =>
            !isRichText(file) &&
            !isLanguage(file) &&
            !isInteractiveVideo(file) &&
            !isTranscript(file) &&
            !isMath(file) &&
            !isMathSelect(file) &&
            !isStructureBoard(file),
        )
        .reduce((sum, file) => sum + gzipKb(file), 0) + Math.max(0, ...languages.map(gzipKb));
    expect(scripts().filter(isLanguage)).toHaveLength(1);
    expect(catalogFiles()).toHaveLength(18);
    expect(types.length).toBeGreaterThanOrEqual(6);
    expect(total).toBeLessThan(PAGE_BUDGET_KB);
  });

  test(`the interactive video player is a chunk of its own, under ${INTERACTIVE_VIDEO_BUDGET_KB} KB gzip, loaded only where a video has interactions`, () => {
    const [chunk, ...more] = scripts().filter(isInteractiveVideo);
    expect(more).toEqual([]);
    expect(gzipKb(chunk!)).toBeLessThan(INTERACTIVE_VIDEO_BUDGET_KB);
    // Its panel, chapters and notes are in it, never in the first script.
    expect(read(chunk!)).toContain('video.continue');
    expect(read(entryScript()!).includes('video.continue')).toBe(false);
  });

  test(`the transcript is a chunk of its own, under ${TRANSCRIPT_BUDGET_KB} KB gzip, loaded only beside a video with subtitles`, () => {
    const [chunk, ...more] = scripts().filter(isTranscript);
    expect(more).toEqual([]);
    expect(gzipKb(chunk!)).toBeLessThan(TRANSCRIPT_BUDGET_KB);
    // Its machine and its lines are in it, in no other script of the page.
    expect(read(chunk!)).toContain('transcript.seek');
    const elsewhere = scripts().filter((file) => file !== chunk && read(file).includes('transcript.seek'));
    expect(elsewhere).toEqual([]);
  });

  test(`the equations' converter is a chunk of its own, under ${MATH_BUDGET_KB} KB gzip, loaded only for a text with an equation`, () => {
    const [chunk, ...more] = scripts().filter(isMath);
    expect(more).toEqual([]);
    expect(gzipKb(chunk!)).toBeLessThan(MATH_BUDGET_KB);
    // temml (its parser's messages) is in it, in no other script of the page.
    expect(read(chunk!)).toContain('Unsupported function name');
    const elsewhere = scripts().filter(
      (file) => file !== chunk && read(file).includes('Unsupported function name'),
    );
    expect(elsewhere).toEqual([]);
  });

  test(`the equations' list box is a chunk of its own, under ${MATH_SELECT_BUDGET_KB} KB gzip, loaded only where an option holds an equation`, () => {
    const [chunk, ...more] = scripts().filter(isMathSelect);
    expect(more).toEqual([]);
    expect(gzipKb(chunk!)).toBeLessThan(MATH_SELECT_BUDGET_KB);
    // react-aria is in it, in no other script of the page.
    expect(read(chunk!)).toContain('data-react-aria-prevent-focus');
    const elsewhere = scripts().filter(
      (file) => file !== chunk && read(file).includes('data-react-aria-prevent-focus'),
    );
    expect(elsewhere).toEqual([]);
  });

  test('the structure board is in chunks of its own, loaded only by a structure question', () => {
    const board = scripts().filter(isStructureBoard);
    expect(board).toHaveLength(2);
    // The library's editor is in the board's chunk, in no other script of the page.
    const withEditor = scripts().filter((file) => read(file).includes('SSSearcherWithIndex'));
    expect(withEditor.filter((file) => !isStructureBoard(file))).toEqual([]);
    expect(withEditor.length).toBeGreaterThan(0);
    // The first script names the board's chunk only to load it later; the structure question's chunk asks for it.
    const entry = entryScript()!;
    expect(read(entry).includes('SSSearcherWithIndex')).toBe(false);
  });

  test('carries no console code: no session, router, shell, catalog or sign-in', () => {
    const markers = [
      'Quiz Library',
      'Admin Sign In',
      'Main navigation',
      'useApp must be used inside',
      'i18next::',
      'createBrowserInspector',
    ];
    const found = scripts().flatMap((file) =>
      markers.filter((marker) => read(file).includes(marker)).map((marker) => `${file}: ${marker}`),
    );
    expect(found).toEqual([]);
  });

  test('carries the video player with its speeds', () => {
    const code = scripts()
      .map((file) => read(file))
      .join('\n');
    expect(code).toContain('Playback speed');
    expect(code).toContain('2× (faster)');
  });
});
