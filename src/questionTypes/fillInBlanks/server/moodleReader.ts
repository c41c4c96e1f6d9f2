/**
 * Moodle XML blanks: embedded answers (`cloze`, `multianswer`; src/questionTypes/fillInBlanks/server/clozeSyntax.ts),
 * drag and drop into text (`ddwtos`, its `dragbox`es) and select missing words (`gapselect`, its `selectoption`s).
 * In the last two, `[[n]]` in the text is a gap whose right answer is the nth choice, picked from the choices of its
 * group.
 */
import { moodleBase, moodleNumber } from '../../../../server/imports/moodleDescription';
import { moodleText, type MoodleSource } from '../../../../server/imports/moodleQuestion';
import { htmlText } from '../../../../server/imports/questionDraft';
import { child, elements } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { BLANKS_TEXT_CLASS } from './blanksExport';
import { HELD, readCloze } from './clozeSyntax';
import {
  BLANKS_REASONS,
  blanksRead,
  type FillInBlanksDescription,
  type Gap,
  partsOf,
  type TextPart,
} from './fillInBlanksDescription';

const CLOZE = new Set(['cloze', 'multianswer']);
const CHOICES: Readonly<Record<string, string>> = { ddwtos: 'dragbox', gapselect: 'selectoption' };

export const BLANKS_NOTES = {
  reusable: 'Answers could be dragged into several gaps; each gap is now a dropdown of its group.',
} as const;

const claims = (source: MoodleSource) => CLOZE.has(source.type) || source.type in CHOICES;

/** The question text as plain text, each held gap or `[[n]]` a part of its own. */
const plainOf = (source: MoodleSource, text: string) =>
  source.html ? htmlText(text) : text.replace(/\s+/g, ' ').trim();

function choiceGaps(source: MoodleSource): { parts: TextPart[]; gaps: Gap[]; notes: string[] } | string {
  const choices = elements(source.question, CHOICES[source.type]!).map((choice) => ({
    text: moodleText(choice).replace(/\s+/g, ' ').trim(),
    group: moodleNumber(choice, 'group') ?? 1,
    infinite: child(choice, 'infinite') !== undefined,
  }));
  const numbers: number[] = [];
  const parts = partsOf(plainOf(source, source.written), /\[\[(\d+)\]\]/, (match) => {
    numbers.push(Number(match[1]));
    return numbers.length - 1;
  });
  const gaps: Gap[] = [];
  for (const number of numbers) {
    const right = choices[number - 1];
    if (!right) return BLANKS_REASONS.gapWithoutAnswer(gaps.length + 1);
    gaps.push({
      kind: 'dropdown',
      options: choices
        .filter((c) => c.group === right.group)
        .map((c) => ({ text: c.text, fraction: c === right ? 1 : 0 })),
    });
  }
  return { parts, gaps, notes: choices.some((c) => c.infinite) ? [BLANKS_NOTES.reusable] : [] };
}

function clozeGaps(source: MoodleSource): { parts: TextPart[]; gaps: Gap[]; notes: string[] } | string {
  const { held, gaps } = readCloze(source.written);
  const unreadable = gaps.find((gap) => gap.kind === 'unreadable');
  if (unreadable?.kind === 'unreadable') return unreadable.reason;
  const parts = partsOf(plainOf(source, held), HELD, (match) => Number(match[1]));
  return { parts, gaps: gaps as Gap[], notes: [] };
}

/** The console's own layout (ADR 236): the question, then its text in a div of the class BLANKS_TEXT_CLASS. */
const OWN_TEXT = new RegExp(`^([\\s\\S]*)<div class="${BLANKS_TEXT_CLASS}">([\\s\\S]*)</div>\\s*$`);

function read(source: MoodleSource): TypeRead<FillInBlanksDescription> {
  const own = source.html ? OWN_TEXT.exec(source.written) : null;
  const text = own ? { ...source, written: own[2]! } : source;
  const read = CLOZE.has(source.type) ? clozeGaps(text) : choiceGaps(text);
  if (typeof read === 'string') return { kind: 'unreadable', reason: read };
  if (read.gaps.length === 0) return { kind: 'unreadable', reason: BLANKS_REASONS.noGaps };
  return own
    ? blanksRead(moodleBase({ ...source, written: own[1]! }), read, true)
    : blanksRead(moodleBase(source), read);
}

export const fillInBlanksMoodleReader: FormatReader<MoodleSource, FillInBlanksDescription> = { claims, read };
