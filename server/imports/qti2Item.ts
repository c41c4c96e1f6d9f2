/**
 * What every QTI 2.1/2.2 item is read by, whatever its interactions: the interactions of its body, the parts only
 * feedback and scorers see, its images and its text around an interaction. The question types read the rest
 * (src/questionTypes/<type>/server/qti2Reader.ts).
 */
import { numberOf } from '../../src/questionTypes/shared/server/description';
import type { ImportedImage } from './importedQuiz';
import { htmlOfXml, richHtml } from './questionText';
import { descendants, elements, textOf, type XmlChild, type XmlElement } from './xmlTree';

/** One item as the question types' QTI 2 readers take it. */
export interface Qti2Source {
  readonly item: XmlElement;
  /** The item's name in the report: its title, else its identifier. */
  readonly label: string;
  readonly body: XmlElement;
  /** Every interaction of the body, in document order (nested ones too). */
  readonly interactions: readonly XmlElement[];
}

const INTERACTION = /Interaction$/;

export function allInteractions(node: XmlElement): XmlElement[] {
  return elements(node).flatMap((c) =>
    INTERACTION.test(c.name) ? [c, ...allInteractions(c)] : allInteractions(c),
  );
}

/** The item with its body and interactions; undefined when it has no body. */
export function qti2Source(item: XmlElement): Qti2Source | undefined {
  const body = elements(item, 'itemBody')[0];
  if (!body) return undefined;
  return {
    item,
    label: item.attributes.title ?? item.attributes.identifier ?? 'item',
    body,
    interactions: allInteractions(body),
  };
}

/** The names of an item's interactions, each once, in the order the item has them. */
export const interactionNames = (interactions: readonly XmlElement[]) => [
  ...new Set(interactions.map((i) => i.name)),
];

/** Parts of an item body shown only as feedback or to scorers: their images are not the question's. */
export const NOT_SHOWN = new Set([
  'feedbackBlock',
  'feedbackInline',
  'rubricBlock',
  'templateBlock',
  'templateInline',
]);

/** The entries whose pictures their type reads apart: a choice's options, a matching's prompts and answers. */
const READ_APART = new Set(['simpleChoice', 'simpleAssociableChoice']);

/** `<img src>` and image `<object data>` under `node`, in order, outside feedback and entries (read apart). */
export function imagesOf(node: XmlElement, inOption = false): ImportedImage[] {
  return elements(node).flatMap((c): ImportedImage[] => {
    if (NOT_SHOWN.has(c.name) || READ_APART.has(c.name)) return [];
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

/** The response declaration an interaction answers to. */
export const declarationOf = (item: XmlElement, interaction: XmlElement) =>
  elements(item, 'responseDeclaration').find(
    (d) => d.attributes.identifier === interaction.attributes.responseIdentifier,
  );

/** The values of a declaration's correct response, in order. */
export const correctValues = (declaration: XmlElement | undefined) =>
  declaration
    ? descendants(declaration, 'correctResponse').flatMap((c) =>
        descendants(c, 'value').map((v) => textOf(v)),
      )
    : [];

/**
 * The question's text: everything the item body shows outside the interaction (a passage, a table, the question
 * itself), then the interaction's prompt; never feedback, rubrics or templates. Plain text for the title, HTML
 * when it has more to show.
 */
export function questionText(body: XmlElement, interaction: XmlElement): { title: string; html?: string } {
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

/** The points an item declares: its MAXSCORE's default value, when it is a number above 0. */
export function declaredMaxScore(item: XmlElement): number | undefined {
  const max = elements(item, 'outcomeDeclaration').find((o) => o.attributes.identifier === 'MAXSCORE');
  const points = max ? numberOf(textOf(descendants(max, 'value')[0] ?? '')) : undefined;
  return points !== undefined && points > 0 ? points : undefined;
}
