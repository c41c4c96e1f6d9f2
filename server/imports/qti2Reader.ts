/**
 * QTI 2.1 (and 2.2) items: each item read by the question type that claims its interactions
 * (server/questionTypes); an item no type claims is reported by the names of all its interactions.
 */
import { readWithTypes, type TypedResult } from '../questionTypes/readWithTypes';
import type { ItemResult } from './importedQuiz';
import { notHeld, SKIP_REASONS } from './itemNotes';
import { ownQti2Video } from './ownExport';
import { interactionNames, qti2Source } from './qti2Item';
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

/** An item read by the type that claims it, with the kind of question it is; the console's own videos as videos. */
export function readQti2ItemTyped(item: XmlElement): { result: ItemResult; kind?: TypedResult['kind'] } {
  const video = ownQti2Video(item);
  if (video) return { result: { kind: 'video', video } };
  const source = qti2Source(item);
  const label = item.attributes.title ?? item.attributes.identifier ?? 'item';
  if (!source) return { result: unclaimed(label, []) };
  const type = interactionNames(source.interactions).join(', ');
  return readWithTypes('qti2', source, { item: label, type }, () => unclaimed(label, source.interactions));
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
