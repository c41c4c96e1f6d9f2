/**
 * QTI 2.1 (and 2.2) items: choiceInteraction becomes a question; an item holding any other interaction is reported
 * by the names of all of them.
 */
import type { ImportedImage, ImportedQuestion, ItemResult } from './importedQuiz';
import { partialCreditNote, SKIP_REASONS } from './itemNotes';
import { htmlOfXml, pictureOption, richHtml } from './questionText';
import { ownQti2Video } from './ownExport';
import { descendants, elements, textOf, type XmlChild, type XmlElement } from './xmlTree';

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

/** `<img src>` and image `<object data>` under `node`, in order, outside feedback and choices (read apart). */
function imagesOf(node: XmlElement, inOption = false): ImportedImage[] {
  return elements(node).flatMap((c): ImportedImage[] => {
    if (NOT_SHOWN.has(c.name) || c.name === 'simpleChoice') return [];
    const option = inOption;
    if (c.name === 'img' && c.attributes.src?.trim())
      return [
        { src: c.attributes.src.trim(), alt: c.attributes.alt ?? '', ...(option ? { inOption: true } : {}) },
      ];
    if (c.name === 'object' && /^image\//i.test(c.attributes.type ?? '') && c.attributes.data?.trim())
      return [{ src: c.attributes.data.trim(), alt: textOf(c), ...(option ? { inOption: true } : {}) }];
    return imagesOf(c, option);
  });
}

/** Option identifier → points, from the response declaration: its correct response, else its positive mapping. */
function pointsOf(declaration: XmlElement | undefined): Map<string, number> {
  const points = new Map<string, number>();
  if (!declaration) return points;
  for (const c of descendants(declaration, 'correctResponse'))
    for (const v of descendants(c, 'value')) points.set(textOf(v), Number.POSITIVE_INFINITY);
  if (points.size > 0) return points;
  for (const entry of descendants(declaration, 'mapEntry')) {
    const value = Number(entry.attributes.mappedValue);
    if (value > 0) points.set(entry.attributes.mapKey ?? '', value);
  }
  return points;
}

/**
 * The question's text: everything the item body shows outside the interaction (a passage, a table, the question
 * itself), then the interaction's prompt; never feedback, rubrics or templates. Plain text for the title, HTML
 * when it has more to show.
 */
function questionText(body: XmlElement, interaction: XmlElement): { title: string; html?: string } {
  const prompt = elements(interaction, 'prompt')[0];
  const skip = new Set([...NOT_SHOWN, interaction.name]);
  const around = (n: XmlElement): XmlElement => ({
    ...n,
    children: n.children.flatMap((c): XmlChild[] =>
      typeof c === 'string'
        ? [c]
        : c === interaction
          ? prompt
            ? [{ ...prompt, name: 'div' }]
            : []
          : [around(c)],
    ),
  });
  const shown = around(body);
  const title = textOf(shown, skip);
  const html = richHtml(htmlOfXml(shown.children, skip));
  return html === undefined ? { title } : { title, html };
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
  if (!body || interactions.length !== 1 || unsupported.length > 0) {
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
        interactions.length > 1 && unsupported.length === 0
          ? SKIP_REASONS.severalInteractions
          : interactions.length === 0
            ? SKIP_REASONS.noInteraction
            : SKIP_REASONS.notChoice,
    };
  }
  const interaction = interactions[0]!;
  const choices = descendants(interaction, 'simpleChoice');
  const responseId = interaction.attributes.responseIdentifier;
  const declaration = elements(item, 'responseDeclaration').find(
    (d) => d.attributes.identifier === responseId,
  );
  const points = pointsOf(declaration);
  const maxChoices = Number(interaction.attributes.maxChoices ?? '1');
  const single = declaration?.attributes.cardinality !== 'multiple' && maxChoices === 1;
  const notes: string[] = [];
  const options: string[] = [];
  const images: ImportedImage[] = [];
  choices.forEach((choice, index) => {
    const picture = pictureOption(textOf(choice, NOT_SHOWN), imagesOf(choice, false), index);
    options.push(picture.text);
    images.push(...picture.images);
    if (picture.note) notes.push(picture.note);
  });
  const scored = choices.map((c) => points.get(c.attributes.identifier ?? '') ?? 0);
  let right = scored.flatMap((value, index) => (value > 0 ? [index] : []));
  if (options.length === 0 || right.length === 0)
    return { kind: 'skipped', item: label, type: 'choiceInteraction', reason: SKIP_REASONS.noRightAnswer };
  const best = Math.max(...scored);
  if (single && right.length > 1 && right.some((index) => scored[index] !== best)) {
    notes.push(partialCreditNote(right.map((index) => [index, scored[index]!])));
    right = right.filter((index) => scored[index] === best);
  }
  const text = questionText(body, interaction);
  const title = text.title || label;
  const isMultiple = !single || right.length > 1;
  const question: ImportedQuestion = {
    kind: 'question',
    title,
    ...(text.html === undefined ? {} : { html: text.html }),
    isMultiple,
    options,
    right,
    images: [...imagesOf(body), ...images],
    ...(notes.length > 0 ? { notes } : {}),
  };
  return { kind: 'question', question };
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
