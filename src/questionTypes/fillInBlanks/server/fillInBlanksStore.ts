/**
 * The fill-in-the-blanks question the console stores for a description (ADR 202), whatever the format: the text
 * with a `[[n]]` marker per blank in the text's order (a gap the source shows twice becomes two blanks), each
 * dropdown with its best option right, each typed blank accepting its best answers, and a number blank accepting
 * its values as typed text; a typed blank that matches close enough or by patterns keeps that rule (ADR 305). Each
 * option and accepted answer keeps its feedback (ADR 406); the feedback of an answer left out is noted. What
 * does not fit is said in the item's notes; a question the type's save checks refuse is skipped by the import's
 * repair with the type's own message.
 */
import {
  FILL_IN_BLANKS_LIMITS,
  type FillInBlanksDefinition,
  type Gap as StoredGap,
  type GapEntry,
} from '../domain/fillInBlanksDefinition';
import { gapMarker } from '../domain/fillInBlanksText';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { FillInBlanksDescription, Gap } from './fillInBlanksDescription';

const BLANKS_STORE_NOTES = {
  extraGaps: (count: number) =>
    `Only the first ${FILL_IN_BLANKS_LIMITS.gaps} of ${count} blanks were kept; the others show their answer.`,
  partialCredit: 'Answers of a blank worth part of its points were left out: each blank is right or wrong.',
  numberGap: 'A number blank accepts its values as typed text: tolerances and ranges were not kept.',
  entriesCut: `Only the first ${FILL_IN_BLANKS_LIMITS.entries} answers of a blank were kept.`,
  textCut: `An answer longer than ${FILL_IN_BLANKS_LIMITS.entry} characters, or a text longer than ${FILL_IN_BLANKS_LIMITS.text}, was cut.`,
  feedbackLeft: 'Feedback on answers of a blank that were left out was not kept.',
  feedbackCut: `Feedback on an answer of a blank longer than ${FILL_IN_BLANKS_LIMITS.feedback} characters was cut.`,
  patternLeft: `A pattern longer than ${FILL_IN_BLANKS_LIMITS.entry} characters was left out of its blank: a cut pattern would accept other answers.`,
} as const;

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/** An option or an accepted answer as the source gives it: its text and its feedback. */
interface SourceEntry {
  readonly text: string;
  readonly feedback?: string | undefined;
}

/** Whether any of the entries has feedback. */
const anyFeedback = (list: readonly { readonly feedback?: string | undefined }[]) =>
  list.some((entry) => (entry.feedback ?? '').trim() !== '');

/** The values a number blank accepts, written as text with their feedback; what a text cannot carry is noted. */
function numberTexts(gap: Extract<Gap, { kind: 'numeric' }>, note: (text: string) => void): SourceEntry[] {
  const best = Math.max(...gap.answers.map((answer) => answer.fraction));
  const texts: SourceEntry[] = [];
  for (const answer of gap.answers) {
    if (answer.fraction < best) continue;
    const { match, feedback } = answer;
    if (match.kind === 'any') texts.push({ text: '*', feedback });
    else if (match.kind === 'exact' || match.kind === 'tolerance')
      texts.push({ text: String(match.value), feedback });
    if (match.kind !== 'exact') note(BLANKS_STORE_NOTES.numberGap);
  }
  if (best < 1 || gap.answers.some((answer) => answer.fraction > 0 && answer.fraction < best))
    note(BLANKS_STORE_NOTES.partialCredit);
  if (anyFeedback(gap.answers.filter((answer) => answer.fraction < best)))
    note(BLANKS_STORE_NOTES.feedbackLeft);
  return texts;
}

/** A feedback within the type's bound; a longer one is cut and noted. */
function fittedFeedback(feedback: string | undefined, note: (text: string) => void): string | undefined {
  const value = feedback?.trim() ?? '';
  if (value.length > FILL_IN_BLANKS_LIMITS.feedback) note(BLANKS_STORE_NOTES.feedbackCut);
  return value === '' ? undefined : value.slice(0, FILL_IN_BLANKS_LIMITS.feedback).trimEnd();
}

/**
 * Texts as entries of a blank, with their feedback: each filled in once (letter case aside, unless it counts), within
 * the bounds. A text given twice keeps its first feedback; another feedback on the same text is noted.
 */
function entries(
  id: string,
  given: readonly SourceEntry[],
  note: (text: string) => void,
  caseSensitive = true,
): GapEntry[] {
  const fitted = given.map((entry) => {
    const value = clean(entry.text);
    if (value.length > FILL_IN_BLANKS_LIMITS.entry) note(BLANKS_STORE_NOTES.textCut);
    return { text: value.slice(0, FILL_IN_BLANKS_LIMITS.entry).trimEnd(), feedback: entry.feedback };
  });
  const seen = new Map<string, SourceEntry>();
  // An empty choice is a source's own "choose one" placeholder: the page shows its own.
  const unique = fitted.filter((entry) => {
    if (entry.text === '') return false;
    const key = caseSensitive ? entry.text : entry.text.toLocaleLowerCase('und');
    const first = seen.get(key);
    if (!first) {
      seen.set(key, entry);
      return true;
    }
    // Feedback that differs only in letter case, as the answers do, says the same.
    const said = (feedback: string | undefined) => clean(feedback ?? '').toLocaleLowerCase('und');
    if (said(entry.feedback) !== '' && said(entry.feedback) !== said(first.feedback))
      note(BLANKS_STORE_NOTES.feedbackLeft);
    return false;
  });
  if (unique.length > FILL_IN_BLANKS_LIMITS.entries) note(BLANKS_STORE_NOTES.entriesCut);
  return unique.slice(0, FILL_IN_BLANKS_LIMITS.entries).map((entry, index) => {
    const feedback = fittedFeedback(entry.feedback, note);
    return { id: `${id}.${index + 1}`, text: entry.text, ...(feedback ? { feedback } : {}) };
  });
}

function storedGap(gap: Gap, id: string, note: (text: string) => void): StoredGap {
  if (gap.kind === 'dropdown') {
    const best = Math.max(...gap.options.map((option) => option.fraction));
    if (gap.options.some((option) => option.fraction > 0 && option.fraction < best) || best < 1)
      note(BLANKS_STORE_NOTES.partialCredit);
    const options = entries(id, gap.options, note);
    const rightText = clean(gap.options.find((option) => option.fraction === best)!.text);
    const right = options.find(
      (option) => option.text === rightText.slice(0, FILL_IN_BLANKS_LIMITS.entry).trimEnd(),
    );
    return { id, kind: 'dropdown', options, right: right?.id ?? options[0]?.id ?? `${id}.1` };
  }
  if (gap.kind === 'numeric')
    return {
      id,
      kind: 'typed',
      answers: entries(id, numberTexts(gap, note), note, false),
      caseSensitive: false,
    };
  const best = Math.max(...gap.answers.map((answer) => answer.fraction));
  const kept = gap.answers.filter((answer) => answer.fraction === best);
  if (kept.length < gap.answers.length || best < 1) note(BLANKS_STORE_NOTES.partialCredit);
  if (anyFeedback(gap.answers.filter((answer) => answer.fraction < best)))
    note(BLANKS_STORE_NOTES.feedbackLeft);
  const caseSensitive = kept.some((answer) => answer.caseSensitive);
  const pattern = gap.match?.kind === 'pattern';
  const fits = (text: string) => !pattern || clean(text).length <= FILL_IN_BLANKS_LIMITS.entry;
  if (!kept.every((answer) => fits(answer.text))) note(BLANKS_STORE_NOTES.patternLeft);
  const answers = entries(
    id,
    kept.filter((answer) => fits(answer.text)),
    note,
    caseSensitive || pattern,
  );
  return { id, kind: 'typed', answers, caseSensitive, ...(gap.match ? { match: gap.match } : {}) };
}

/** A gap's right answer as text, for a blank past the type's bound (shown in the text instead). */
function shownAnswer(gap: Gap): string {
  if (gap.kind === 'dropdown') return [...gap.options].sort((a, b) => b.fraction - a.fraction)[0]?.text ?? '';
  if (gap.kind === 'typed') return [...gap.answers].sort((a, b) => b.fraction - a.fraction)[0]?.text ?? '';
  const match = [...gap.answers].sort((a, b) => b.fraction - a.fraction)[0]?.match;
  return match && 'value' in match ? String(match.value) : '';
}

export function storeFillInBlanks(description: FillInBlanksDescription): ImportedQuestion {
  const notes = new Set(description.notes);
  const note = (text: string) => void notes.add(text);
  const gaps: StoredGap[] = [];
  let text = '';
  const occurrences = description.parts.filter((part) => typeof part !== 'string').length;
  for (const part of description.parts) {
    // Text that happens to read as a marker is kept apart from the blanks' markers.
    if (typeof part === 'string') text += part.replace(/\[\[/g, '[ [');
    else {
      const gap = description.gaps[part.gap];
      if (!gap) continue;
      if (gaps.length >= FILL_IN_BLANKS_LIMITS.gaps) {
        note(BLANKS_STORE_NOTES.extraGaps(occurrences));
        text += shownAnswer(gap);
        continue;
      }
      const id = `gap-${gaps.length + 1}`;
      gaps.push(storedGap(gap, id, note));
      text += gapMarker(gaps.length - 1);
    }
  }
  text = text.replace(/[ \t]+/g, ' ').trim();
  if (text.length > FILL_IN_BLANKS_LIMITS.text) {
    note(BLANKS_STORE_NOTES.textCut);
    text = text.slice(0, FILL_IN_BLANKS_LIMITS.text);
  }
  const definition: FillInBlanksDefinition = {
    text,
    gaps,
    ...(description.scoring === 'allOrNothing' ? { scoring: 'allOrNothing' } : {}),
  };
  return typedQuestion(description, 'fillInBlanks', definition, [...notes]);
}
