/**
 * QTI 2 hottextInteraction (ADR 213): the student picks words or phrases inside a text. It comes in as a choice
 * question: the text is the question, with each word to pick marked, and the marked words are its options, in
 * order; one answer when the item lets the student pick one, else several. A note says how it was asked.
 */
import type { ImportedQuestion } from '../../imports/importedQuiz';
import { SKIP_REASONS } from '../../imports/itemNotes';
import { correctValues, declarationOf, imagesOf, NOT_SHOWN, type Qti2Source } from '../../imports/qti2Item';
import { htmlOfXml, richHtml } from '../../imports/questionText';
import { descendants, textOf, type XmlChild, type XmlElement } from '../../imports/xmlTree';
import type { TypeRead } from '../questionType';

export const HOTTEXT_NOTES = {
  asChoice: (count: number) =>
    `It asked to pick words inside the text: the ${count} words to pick are marked in the text and are its options.`,
} as const;

/** The rubric a candidate is shown (`view` naming the candidate) is part of the question, unlike a scorer's. */
const forCandidate = (node: XmlElement) =>
  node.name === 'rubricBlock' && /\bcandidate\b/.test(node.attributes.view ?? '');

/** The body as the student sees it: the interaction's text in place, each hot text marked. */
function shownBody(node: XmlElement, interaction: XmlElement): XmlElement {
  const walk = (n: XmlElement): XmlElement => ({
    ...n,
    name: n === interaction || forCandidate(n) ? 'div' : n.name === 'hottext' ? 'mark' : n.name,
    attributes: {},
    children: n.children.map((c): XmlChild => (typeof c === 'string' ? c : walk(c))),
  });
  return walk(node);
}

export function readHottext({ item, body, interactions, label }: Qti2Source): TypeRead<ImportedQuestion> {
  const interaction = interactions[0]!;
  const hottexts = descendants(interaction, 'hottext');
  const declaration = declarationOf(item, interaction);
  const correct = new Set(correctValues(declaration));
  const options = hottexts.map((h) => textOf(h, NOT_SHOWN));
  const right = hottexts.flatMap((h, index) => (correct.has(h.attributes.identifier ?? '') ? [index] : []));
  if (options.length === 0 || right.length === 0)
    return { kind: 'unreadable', type: interaction.name, reason: SKIP_REASONS.noRightAnswer };
  const single =
    declaration?.attributes.cardinality !== 'multiple' && interaction.attributes.maxChoices === '1';
  const shown = shownBody(body, interaction);
  const title = textOf(shown, NOT_SHOWN);
  const html = richHtml(htmlOfXml(shown.children, NOT_SHOWN));
  return {
    kind: 'read',
    description: {
      kind: 'question',
      title: title || label,
      ...(html === undefined ? {} : { html }),
      isMultiple: !single || right.length > 1,
      options,
      right,
      images: imagesOf(body),
      notes: [HOTTEXT_NOTES.asChoice(options.length)],
    },
  };
}
