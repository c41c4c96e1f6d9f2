/**
 * QTI 2 matching items: a matchInteraction whose correct pairs give each prompt (first match set) one answer (second
 * match set), or an associateInteraction whose correct pairs share no choice (each pair a prompt and its answer).
 * Choices in no pair are distractors; a prompt of a match set paired with nothing is left out with a note. All or
 * nothing when the response processing gives the points only for every pair right (`match_correct`, ADR 292).
 */
import { qti2Base } from '../../imports/qti2Description';
import type { ImportedImage } from '../../imports/importedQuiz';
import { correctValues, declarationOf, imagesOf, NOT_SHOWN, type Qti2Source } from '../../imports/qti2Item';
import { plainText } from '../../exports/xml';
import { descendants, elements, textOf, type XmlElement } from '../../imports/xmlTree';
import type { FormatReader, TypeRead } from '../questionType';
import { qti2Scoring } from '../qti2Scoring';
import { matchingRead, type MatchingDescription, type MatchingPair } from './matchingDescription';

export const MATCHING_NOTES = {
  promptLeftOut: (prompt: string) => `The prompt "${prompt}" is paired with no answer; it is left out.`,
  picture: (text: string) => `"${text}" is a picture: it reads so, and its picture is shown in the question.`,
} as const;

const pairsOf = (source: Qti2Source, interaction: XmlElement) =>
  correctValues(declarationOf(source.item, interaction)).map(
    (value) => value.split(/\s+/) as [string, string],
  );

/** Each identifier at most once on the side(s) `sides` names. */
const distinct = (pairs: readonly [string, string][], sides: readonly (0 | 1)[]) => {
  const seen = pairs.flatMap((pair) => sides.map((side) => pair[side]));
  return new Set(seen).size === seen.length;
};

function claims(source: Qti2Source): boolean {
  if (source.interactions.length !== 1) return false;
  const interaction = source.interactions[0]!;
  const pairs = pairsOf(source, interaction);
  if (pairs.length === 0 || pairs.some((pair) => pair.length !== 2)) return false;
  if (interaction.name === 'matchInteraction')
    return elements(interaction, 'simpleMatchSet').length === 2 && distinct(pairs, [0]);
  return interaction.name === 'associateInteraction' && distinct(pairs, [0, 1]);
}

function read(source: Qti2Source): TypeRead<MatchingDescription> {
  const interaction = source.interactions[0]!;
  const notes: string[] = [];
  const pictures: ImportedImage[] = [];
  const texts = new Map(
    descendants(interaction, 'simpleAssociableChoice').map((c, index) => {
      const text = textOf(c, NOT_SHOWN);
      const images = imagesOf(c);
      if (text !== '' || images.length === 0) return [c.attributes.identifier ?? '', text];
      // A picture reads as its description, else as "Picture 2"; the picture is shown in the question.
      const read =
        plainText(images.find((image) => image.alt.trim() !== '')?.alt ?? '') || `Picture ${index + 1}`;
      pictures.push(...images.map((image) => ({ ...image, label: read })));
      notes.push(MATCHING_NOTES.picture(read));
      return [c.attributes.identifier ?? '', read];
    }),
  );
  const pairs: MatchingPair[] = pairsOf(source, interaction).map(([prompt, answer]) => ({
    prompt: texts.get(prompt) ?? prompt,
    answer: texts.get(answer) ?? answer,
  }));
  let answers: string[];
  if (interaction.name === 'matchInteraction') {
    const [promptSet, answerSet] = elements(interaction, 'simpleMatchSet').map((set) =>
      descendants(set, 'simpleAssociableChoice').map((c) => texts.get(c.attributes.identifier ?? '') ?? ''),
    );
    for (const prompt of promptSet!)
      if (!pairs.some((pair) => pair.prompt === prompt)) notes.push(MATCHING_NOTES.promptLeftOut(prompt));
    answers = answerSet!;
  } else answers = [...texts.values()].filter((text) => !pairs.some((pair) => pair.prompt === text));
  const base = qti2Base(source, interaction);
  const prompt = { ...base.prompt, images: [...base.prompt.images, ...pictures] };
  const scoring = qti2Scoring(source.item, [interaction.attributes.responseIdentifier ?? ''], pairs.length);
  return matchingRead({ ...base, prompt, notes }, pairs, answers, scoring);
}

export const matchingQti2Reader: FormatReader<Qti2Source, MatchingDescription> = { claims, read };
