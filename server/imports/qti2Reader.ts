/**
 * QTI 2.1 (and 2.2) items: each item read by the question type that claims its interactions
 * (src/questionTypes/<type>/server); an item of several interactions that no type claims together comes in as text blocks
 * and a question each (qti2ItemParts.ts, ADR 282); an item not read is reported by the names of its interactions.
 */
import {
  claimingType,
  readWithTypes,
  type TypedResult,
} from '../../src/questionTypes/shared/server/readWithTypes';
import type { ItemQuestions, ItemResult } from './importedQuiz';
import { notHeld, SKIP_REASONS } from './itemNotes';
import { ownQti2Video } from './ownExport';
import type { Hint } from '../../src/domain/quiz/hints/hints';
import { piecesWithLostQti2Feedback, withLostQti2Feedback } from './qti2FeedbackCheck';
import { qti2Hints } from './qti2Hints';
import { interactionNames, qti2Source, type Qti2Source } from './qti2Item';
import { readItemParts } from './qti2ItemParts';
import { hasTemplates, resolveTemplates, type DrawnValue } from './qti2Templates';
import { templateVersions } from './qti2TemplateVersions';
import { calculatedItem } from '../../src/questionTypes/calculated/server/qti2Reader';
import { descendants, elements, type XmlElement } from './xmlTree';

/** Whether the body includes another file (XInclude), where its interaction then is. */
const includes = (body: XmlElement | undefined) =>
  body !== undefined && [...descendants(body, 'include'), ...descendants(body, 'xi:include')].length > 0;

/** How the report names an item no type claims, and why it is skipped. */
function unclaimed(
  label: string,
  interactions: readonly XmlElement[],
  body?: XmlElement,
): TypedResult['result'] {
  // Every type the item holds that the console cannot, each once, in the order the item has them.
  const unsupported = interactionNames(interactions.filter((i) => i.name !== 'choiceInteraction'));
  return {
    kind: 'skipped',
    item: label,
    type:
      unsupported.length > 0
        ? unsupported.join(', ')
        : interactions.length === 0
          ? 'no interaction'
          : 'several interactions',
    reason:
      interactions.length === 0
        ? includes(body)
          ? SKIP_REASONS.included
          : SKIP_REASONS.noInteraction
        : interactions.length > 1
          ? SKIP_REASONS.severalInteractions
          : notHeld(unsupported[0] ?? interactionNames(interactions).join(', ')),
  };
}

export const QTI2_NOTES = {
  endAttempt: (titles: readonly string[]) =>
    `Its ${titles.map((t) => `"${t}"`).join(' and ')} button, which ended the attempt to show a hint or the ` +
    'solution, is left out: the question is asked without it.',
  templateDrawn: (drawn: readonly DrawnValue[]) =>
    'Its values were drawn for each student from random variables (a QTI template): one draw ' +
    `(${drawn.map((d) => `${d.identifier} = ${d.text}`).join(', ')}) is kept, so every student gets the same numbers.`,
} as const;

/**
 * An item whose only other interactions are end-attempt buttons (a hint, a solution) is read as the question it
 * asks, each button as a hint showing what its feedback shows and costing what it costs (ADR 293); a button that
 * shows nothing the import finds is named in a note (ADR 213).
 */
function withoutEndAttempt(
  source: Qti2Source,
  shown: XmlElement,
): { source: Qti2Source; note?: string; hints?: Hint[] } {
  const buttons = source.interactions.filter((i) => i.name === 'endAttemptInteraction');
  const asked = source.interactions.filter((i) => i.name !== 'endAttemptInteraction');
  if (buttons.length === 0 || asked.length === 0) return { source };
  const { hints, unread } = qti2Hints(shown, buttons);
  const titles = unread.map((b) => b.attributes.title?.trim() || 'end attempt');
  return {
    source: { ...source, interactions: asked },
    ...(titles.length > 0 ? { note: QTI2_NOTES.endAttempt(titles) } : {}),
    ...(hints.length > 0 ? { hints } : {}),
  };
}

/** A question read with the hints of its buttons; the pieces of an item and anything else as they are. */
function withHints(typed: Typed, hints: Hint[] | undefined): Typed {
  if (hints === undefined || typed.result.kind !== 'question') return typed;
  return { ...typed, result: { ...typed.result, question: { ...typed.result.question, hints } } };
}

/** An item read as one result, or as several pieces when it asked several things at once (ADR 282). */
export type Qti2ItemResult = ItemResult | ItemQuestions;
type Typed = { result: Qti2ItemResult; kind?: TypedResult['kind'] };

const labelOf = (item: XmlElement) => item.attributes.title ?? item.attributes.identifier ?? 'item';

/** A question read with one more note (the pieces of an item on the item's notes); anything else as it is. */
function withNote(typed: Typed, note: string | undefined): Typed {
  if (note !== undefined && typed.result.kind === 'questions') {
    const questions = typed.result.questions.map((q) =>
      q.partOf ? { ...q, partOf: { ...q.partOf, notes: [...q.partOf.notes, note] } } : q,
    );
    return { ...typed, result: { ...typed.result, questions } };
  }
  if (note === undefined || typed.result.kind !== 'question') return typed;
  const question = typed.result.question;
  return {
    ...typed,
    result: { ...typed.result, question: { ...question, notes: [...(question.notes ?? []), note] } },
  };
}

/**
 * An item without templates read by the type that claims it; the console's own videos as videos. `shown` is the
 * item its hints are read from: a calculated question's, with its wildcards (ADR 291).
 */
function readItem(item: XmlElement, shown = item): Typed {
  return withLostFeedback(readItemAsIs(item, shown), item);
}

/** A result with the item's feedback its questions do not hold named in the report (ADR 395). */
function withLostFeedback(typed: Typed, item: XmlElement): Typed {
  const { result } = typed;
  if (result.kind === 'question')
    return { ...typed, result: { ...result, question: withLostQti2Feedback(result.question, item) } };
  if (result.kind === 'questions')
    return {
      ...typed,
      result: { ...result, questions: [...piecesWithLostQti2Feedback(result.questions, item)] },
    };
  return typed;
}

function readItemAsIs(item: XmlElement, shown: XmlElement): Typed {
  const video = ownQti2Video(item);
  if (video) return { result: { kind: 'video', video } };
  const whole = qti2Source(item);
  const label = labelOf(item);
  if (!whole) return { result: unclaimed(label, []) };
  const type = interactionNames(whole.interactions).join(', ');
  const { source, note, hints } = withoutEndAttempt(whole, shown);
  // Several things asked at once, no type claiming them together: a text block and questions, unless each step
  // of an adaptive item depends on the one before (ADR 282).
  if (
    claimingType('qti2', source) === undefined &&
    whole.interactions.length > 1 &&
    item.attributes.adaptive !== 'true'
  ) {
    const parts = readItemParts(whole);
    if (parts) return { result: parts };
  }
  if ((note !== undefined || hints !== undefined) && claimingType('qti2', source) === undefined)
    return { result: unclaimed(label, whole.interactions) };
  const typed = readWithTypes('qti2', source, { item: label, type }, () =>
    unclaimed(label, whole.interactions, whole.body),
  );
  return withNote(withHints(typed, hints), note);
}

/**
 * An item whose templates could not be drawn once (ADR 221): read as it is, it would look right and be wrong, so a
 * question is skipped, and a type's own template reason says what could not be drawn.
 */
function notDrawn(item: XmlElement, why: string | undefined): Typed {
  const typed = readItem(item);
  const because = (reason: string) => (why === undefined ? reason : `${reason} ${why}`);
  if (typed.result.kind === 'question' || typed.result.kind === 'questions') {
    const type = interactionNames(qti2Source(item)?.interactions ?? []).join(', ');
    const reason = because(SKIP_REASONS.templateVariables);
    return { ...typed, result: { kind: 'skipped', item: labelOf(item), type, reason } };
  }
  if (typed.result.kind === 'skipped' && typed.result.reason === SKIP_REASONS.fromTemplate)
    return { ...typed, result: { ...typed.result, reason: because(typed.result.reason) } };
  return typed;
}

/** A question read from a templated item with the versions further draws give it, when they give any (ADR 309). */
function withVersions(item: XmlElement, typed: Typed): Typed | undefined {
  if (typed.result.kind !== 'question') return undefined;
  const first = typed.result.question;
  const versions = templateVersions(item, first, (drawn) => {
    const read = readItem(drawn).result;
    return read.kind === 'question' ? read.question : undefined;
  });
  if (versions.length === 0) return undefined;
  return { ...typed, result: { ...typed.result, question: { ...first, versions } } };
}

/**
 * An item read by the type that claims it, with the kind of question it is. Random variables (a QTI template) are
 * drawn and written into the item, which is read as any other (ADR 280); further draws that ask it differently are
 * its versions, one per student (ADR 309); a single distinct draw is kept with a note naming it.
 */
export function readQti2ItemTyped(item: XmlElement): Typed {
  if (!hasTemplates(item)) return readItem(item);
  // An item of random numbers and arithmetic is a calculated question, drawn for each student (ADR 291).
  const calculated = calculatedItem(item);
  if (calculated) return readItem(item, calculated);
  const resolution = resolveTemplates(item);
  if (resolution.kind === 'resolved') {
    const typed = readItem(resolution.item);
    // Further draws become versions, one per student (ADR 309); a single distinct draw is kept as before.
    const versioned = withVersions(item, typed);
    if (versioned) return versioned;
    const drawn = resolution.drawn.length > 0 ? QTI2_NOTES.templateDrawn(resolution.drawn) : undefined;
    if (typed.result.kind !== 'skipped') return withNote(typed, drawn);
  }
  return notDrawn(item, resolution.kind === 'unresolved' ? resolution.reason : undefined);
}

export const readQti2Item = (item: XmlElement): Qti2ItemResult => readQti2ItemTyped(item).result;

/** A section that draws (`<selection select="N">` below its number of questions): its questions and N. */
export interface TestDraw {
  readonly identifier: string;
  readonly title: string;
  readonly hrefs: readonly string[];
  readonly select: number;
}

/** An activity of an assessmentTest: the items of a section, the draws of its sections that draw. */
export interface TestSection {
  readonly title: string;
  readonly hrefs: readonly string[];
  readonly draws: readonly TestDraw[];
  /** Sections that show their questions in random order (`<ordering shuffle="true">`), by title. */
  readonly shuffled: readonly string[];
}

const itemRefs = (section: XmlElement) =>
  elements(section, 'assessmentItemRef').flatMap((ref) => (ref.attributes.href ? [ref.attributes.href] : []));

/** How many questions a section draws, when it draws fewer than it holds. */
function selectOf(section: XmlElement, held: number): number | undefined {
  const select = Number(elements(section, 'selection')[0]?.attributes.select);
  return Number.isInteger(select) && select > 0 && select < held ? select : undefined;
}

/**
 * The activities of an assessmentTest, in order: each section holding items is one (as before ADR 259); a section
 * that draws N of its questions is a draw of the activity of the nearest section above it that holds items, or an
 * activity of its own holding only the draw.
 */
export function testSections(test: XmlElement): TestSection[] {
  const out: { title: string; hrefs: string[]; draws: TestDraw[]; shuffled: string[] }[] = [];
  const walk = (section: XmlElement, parent: (typeof out)[number] | undefined) => {
    const title = section.attributes.title ?? '';
    const all = descendants(section, 'assessmentItemRef').flatMap((ref) =>
      ref.attributes.href ? [ref.attributes.href] : [],
    );
    const select = selectOf(section, all.length);
    if (select !== undefined) {
      const draw = { identifier: section.attributes.identifier ?? title, title, hrefs: all, select };
      if (parent) parent.draws.push(draw);
      else out.push({ title, hrefs: [], draws: [draw], shuffled: [] });
      return;
    }
    const own = itemRefs(section);
    let holder = parent;
    if (own.length > 0) {
      holder = { title, hrefs: own, draws: [], shuffled: [] };
      out.push(holder);
    }
    if (elements(section, 'ordering')[0]?.attributes.shuffle === 'true' && holder)
      holder.shuffled.push(title);
    for (const inner of elements(section, 'assessmentSection')) walk(inner, holder);
  };
  const tops = [
    ...elements(test, 'testPart').flatMap((part) => elements(part, 'assessmentSection')),
    ...elements(test, 'assessmentSection'),
  ];
  for (const section of tops) walk(section, undefined);
  return out;
}
