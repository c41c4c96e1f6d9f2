/**
 * QTI 2.1 (and 2.2) items: choiceInteraction becomes a question; an item holding any other interaction is reported
 * by the names of all of them.
 */
import type { ImportedImage, ItemResult } from './importedQuiz';
import { ownQti2Video } from './ownExport';
import { descendants, elements, textOf, type XmlElement } from './xmlTree';

const INTERACTION = /Interaction$/;

function allInteractions(node: XmlElement): XmlElement[] {
  return elements(node).flatMap((c) =>
    INTERACTION.test(c.name) ? [c, ...allInteractions(c)] : allInteractions(c),
  );
}

/** Parts of an item body shown only as feedback or to scorers: their images are not the question's. */
const NOT_SHOWN = new Set([
  'feedbackBlock',
  'feedbackInline',
  'rubricBlock',
  'templateBlock',
  'templateInline',
]);

/** `<img src>` and image `<object data>` under `node`, in order; those inside a choice are marked. */
function imagesOf(node: XmlElement, inOption = false): ImportedImage[] {
  return elements(node).flatMap((c): ImportedImage[] => {
    if (NOT_SHOWN.has(c.name)) return [];
    const option = inOption || c.name === 'simpleChoice';
    if (c.name === 'img' && c.attributes.src?.trim())
      return [
        { src: c.attributes.src.trim(), alt: c.attributes.alt ?? '', ...(option ? { inOption: true } : {}) },
      ];
    if (c.name === 'object' && /^image\//i.test(c.attributes.type ?? '') && c.attributes.data?.trim())
      return [{ src: c.attributes.data.trim(), alt: textOf(c), ...(option ? { inOption: true } : {}) }];
    return imagesOf(c, option);
  });
}

export function readQti2Item(item: XmlElement): ItemResult {
  const video = ownQti2Video(item);
  if (video) return { kind: 'video', video };
  const label = item.attributes.title ?? item.attributes.identifier ?? 'item';
  const body = elements(item, 'itemBody')[0];
  const interactions = body ? allInteractions(body) : [];
  // Every type the item holds that the console cannot, each once, in the order the item has them.
  const unsupported = [
    ...new Set(interactions.filter((i) => i.name !== 'choiceInteraction').map((i) => i.name)),
  ];
  if (interactions.length !== 1 || unsupported.length > 0) {
    return {
      kind: 'skipped',
      item: label,
      type:
        unsupported.length > 0
          ? unsupported.join(', ')
          : interactions.length === 0
            ? 'no interaction'
            : 'several interactions',
    };
  }
  const interaction = interactions[0]!;
  const choices = descendants(interaction, 'simpleChoice');
  const responseId = interaction.attributes.responseIdentifier;
  const declaration = elements(item, 'responseDeclaration').find(
    (d) => d.attributes.identifier === responseId,
  );
  const correct = new Set(
    declaration
      ? descendants(declaration, 'correctResponse').flatMap((c) =>
          descendants(c, 'value').map((v) => textOf(v)),
        )
      : [],
  );
  if (correct.size === 0 && declaration) {
    for (const entry of descendants(declaration, 'mapEntry'))
      if (Number(entry.attributes.mappedValue) > 0) correct.add(entry.attributes.mapKey ?? '');
  }
  const options = choices.map((c) => textOf(c));
  const right = choices.flatMap((c, index) => (correct.has(c.attributes.identifier ?? '') ? [index] : []));
  if (options.length === 0 || right.length === 0)
    return { kind: 'skipped', item: label, type: 'choiceInteraction without a correct response' };

  const prompt = descendants(interaction, 'prompt')[0];
  const stem = body ? textOf(body, new Set(['choiceInteraction'])) : '';
  const title = (prompt ? textOf(prompt) : '') || stem || label;
  const maxChoices = Number(interaction.attributes.maxChoices ?? '1');
  const isMultiple =
    declaration?.attributes.cardinality === 'multiple' || maxChoices !== 1 || right.length > 1;
  const images = body ? imagesOf(body) : [];
  return { kind: 'question', question: { kind: 'question', title, isMultiple, options, right, images } };
}

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
