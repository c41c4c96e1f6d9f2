/**
 * QTI 2.1 (and 2.2) items: each item read by the question type that claims its interactions
 * (server/questionTypes); an item no type claims is reported by the names of all its interactions.
 */
import { claimingType, readWithTypes, type TypedResult } from '../questionTypes/readWithTypes';
import type { ItemResult } from './importedQuiz';
import { notHeld, SKIP_REASONS } from './itemNotes';
import { ownQti2Video } from './ownExport';
import { interactionNames, qti2Source, type Qti2Source } from './qti2Item';
import { descendants, elements, type XmlElement } from './xmlTree';

/** How the report names an item no type claims, and why it is skipped. */
function unclaimed(label: string, interactions: readonly XmlElement[]): TypedResult['result'] {
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
        ? SKIP_REASONS.noInteraction
        : interactions.length > 1
          ? SKIP_REASONS.severalInteractions
          : notHeld(unsupported[0] ?? interactionNames(interactions).join(', ')),
  };
}

export const QTI2_NOTES = {
  endAttempt: (titles: readonly string[]) =>
    `Its ${titles.map((t) => `"${t}"`).join(' and ')} button, which ended the attempt to show a hint or the ` +
    'solution, is left out: the question is asked without it.',
} as const;

/**
 * An item whose only other interactions are end-attempt buttons (a hint, a solution) is read as the question it
 * asks, with a note naming the buttons left out (ADR 213).
 */
function withoutEndAttempt(source: Qti2Source): { source: Qti2Source; note?: string } {
  const buttons = source.interactions.filter((i) => i.name === 'endAttemptInteraction');
  const asked = source.interactions.filter((i) => i.name !== 'endAttemptInteraction');
  if (buttons.length === 0 || asked.length === 0) return { source };
  const titles = buttons.map((b) => b.attributes.title?.trim() || 'end attempt');
  return { source: { ...source, interactions: asked }, note: QTI2_NOTES.endAttempt(titles) };
}

/** An item read by the type that claims it, with the kind of question it is; the console's own videos as videos. */
export function readQti2ItemTyped(item: XmlElement): { result: ItemResult; kind?: TypedResult['kind'] } {
  const video = ownQti2Video(item);
  if (video) return { result: { kind: 'video', video } };
  const whole = qti2Source(item);
  const label = item.attributes.title ?? item.attributes.identifier ?? 'item';
  if (!whole) return { result: unclaimed(label, []) };
  const type = interactionNames(whole.interactions).join(', ');
  const { source, note } = withoutEndAttempt(whole);
  if (note !== undefined && claimingType('qti2', source) === undefined)
    return { result: unclaimed(label, whole.interactions) };
  const typed = readWithTypes('qti2', source, { item: label, type }, () =>
    unclaimed(label, whole.interactions),
  );
  // Random variables change its text and answers for each student: read once, it would look right and be wrong.
  if (typed.result.kind === 'question' && elements(item, 'templateDeclaration').length > 0)
    return {
      ...typed,
      result: { kind: 'skipped', item: label, type, reason: SKIP_REASONS.templateVariables },
    };
  if (note === undefined || typed.result.kind !== 'question') return typed;
  const question = typed.result.question;
  return {
    ...typed,
    result: { ...typed.result, question: { ...question, notes: [...(question.notes ?? []), note] } },
  };
}

export const readQti2Item = (item: XmlElement): ItemResult => readQti2ItemTyped(item).result;

/** The items of an assessmentTest, in order, grouped by section: `[sectionTitle, hrefs]`. */
export function testSections(test: XmlElement): { title: string; hrefs: string[] }[] {
  const sections = descendants(test, 'assessmentSection').filter(
    (s) => elements(s, 'assessmentItemRef').length > 0,
  );
  return sections.map((section) => ({
    title: section.attributes.title ?? '',
    hrefs: elements(section, 'assessmentItemRef').flatMap((ref) =>
      ref.attributes.href ? [ref.attributes.href] : [],
    ),
  }));
}
