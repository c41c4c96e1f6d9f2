/**
 * QTI 2 matching items: a matchInteraction whose correct pairs give each prompt (first match set) one answer (second
 * match set), or an associateInteraction whose correct pairs share no choice (each pair a prompt and its answer).
 * Choices in no pair are distractors; a prompt of a match set paired with nothing is left out with a note. All or
 * nothing when the response processing gives the points only for every pair right (`match_correct`, ADR 292); right
 * minus wrong when the mapping takes a pair's share off for each wrong pair (ADR 310). A graphicGapMatchInteraction
 * matches text labels (gapText) to places on a picture (associableHotspot, ADR 310): each place a prompt named by its
 * hotspotLabel (else its identifier), each label an answer, the labels no place takes distractors. A picture label
 * (gapImg) with a text (its objectLabel, as the console writes its labels in QTI 2.1) reads as that text; one
 * without is an answer that is its picture (ADR 311), named by its description, else "Picture 2".
 */
import { qti2Base } from '../../../../server/imports/qti2Description';
import type { ImportedImage } from '../../../../server/imports/importedQuiz';
import {
  correctValues,
  declarationOf,
  imagesOf,
  NOT_SHOWN,
  type Qti2Source,
} from '../../../../server/imports/qti2Item';
import { plainText } from '../../../../server/exports/xml';
import { descendants, elements, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { mapsRightMinusWrong, qti2Scoring } from '../../shared/server/qti2Scoring';
import { qti2PlacesPicture } from '../../shared/server/placesPicture';
import { matchingRead, type MatchingDescription, type MatchingPair } from './matchingDescription';
import { entryPicture } from './matchingPictures';
import type { OptionPicture } from '../../shared/domain/optionPicture';

export const MATCHING_NOTES = {
  promptLeftOut: (prompt: string) => `The prompt "${prompt}" is paired with no answer; it is left out.`,
  picture: (text: string) => `"${text}" is a picture: it reads so, and its picture is shown in the question.`,
  pictureLabels:
    'A label shows several pictures or repeats another one’s description (gapImg); an answer holds one picture, so the item is left out.',
  labelPictureLeftOut: (label: string) =>
    `The label "${label}" is a picture: it reads as its text, and the picture is left out.`,
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
  if (interaction.name === 'graphicGapMatchInteraction') return distinct(pairs, [1]);
  return interaction.name === 'associateInteraction' && distinct(pairs, [0, 1]);
}

/** The rule of the item's scoring for `parts` pairs: the mapping's right minus wrong, else as qti2Scoring reads it. */
function scoringOf(source: Qti2Source, interaction: XmlElement, parts: number) {
  const scoring = qti2Scoring(source.item, [interaction.attributes.responseIdentifier ?? ''], parts);
  return scoring === 'partial' && mapsRightMinusWrong(declarationOf(source.item, interaction), parts)
    ? 'rightMinusWrong'
    : scoring;
}

const placeName = (hotspot: XmlElement) =>
  hotspot.attributes.hotspotLabel?.replace(/\s+/g, ' ').trim() || (hotspot.attributes.identifier ?? '');

/** Labels on places of a picture: each correct pair a label (answer) and a place (prompt). */
function readOnPicture(source: Qti2Source, interaction: XmlElement): TypeRead<MatchingDescription> {
  const pictures = descendants(interaction, 'gapImg');
  const notes: string[] = [];
  // A label that is only a picture is an answer with that picture (ADR 311), named by its description.
  const entryPictures: Record<string, OptionPicture> = {};
  const labelImages: ImportedImage[] = [];
  const pictureLabel = (g: XmlElement, index: number) => {
    const images = imagesOf(g);
    if (images.length !== 1) return undefined;
    const name = plainText(images[0]!.alt) || `Picture ${index + 1}`;
    if (Object.hasOwn(entryPictures, name)) return undefined;
    entryPictures[name] = entryPicture(images[0]!.src, name);
    labelImages.push({ ...images[0]!, entryPicture: true });
    return [g.attributes.identifier ?? '', name] as const;
  };
  const unlabelled = pictures.map((g, index) =>
    g.attributes.objectLabel?.trim() ? null : pictureLabel(g, index),
  );
  if (unlabelled.some((label) => label === undefined))
    return { kind: 'unreadable', reason: MATCHING_NOTES.pictureLabels };
  const labels = new Map([
    ...unlabelled.flatMap((label) => (label ? [label] : [])),
    ...descendants(interaction, 'gapText').map(
      (g) => [g.attributes.identifier ?? '', textOf(g, NOT_SHOWN)] as const,
    ),
    ...pictures.flatMap((g) => {
      if (!g.attributes.objectLabel?.trim()) return [];
      const text = g.attributes.objectLabel!.replace(/\s+/g, ' ').trim();
      // The console's own labels are pictures of their text; any other picture is left out.
      const data = descendants(g, 'object')[0]?.attributes.data ?? '';
      if (!data.startsWith('data:image/svg+xml')) notes.push(MATCHING_NOTES.labelPictureLeftOut(text));
      return [[g.attributes.identifier ?? '', text] as const];
    }),
  ]);
  const hotspots = new Map(
    descendants(interaction, 'associableHotspot').map((h) => [h.attributes.identifier ?? '', h]),
  );
  const right = pairsOf(source, interaction).filter(
    ([label, spot]) => labels.has(label) && hotspots.has(spot),
  );
  for (const [id, hotspot] of hotspots)
    if (!right.some((pair) => pair[1] === id)) notes.push(MATCHING_NOTES.promptLeftOut(placeName(hotspot)));
  const base = qti2Base(source, interaction);
  const onPicture = qti2PlacesPicture(
    interaction,
    right.map(([, spot]) => hotspots.get(spot)!),
    base.prompt,
  );
  if ('reason' in onPicture) return { kind: 'unreadable', reason: onPicture.reason };
  const pairs = right.map(([label, spot]) => ({
    prompt: placeName(hotspots.get(spot)!),
    answer: labels.get(label)!,
  }));
  // The labels' pictures are read as their texts, not as pictures of the question.
  const labelPictures = new Set(
    pictures.flatMap((g) => descendants(g, 'object').map((o) => o.attributes.data?.trim())),
  );
  const prompt = {
    ...onPicture.prompt,
    images: [...onPicture.prompt.images.filter((image) => !labelPictures.has(image.src)), ...labelImages],
  };
  const read = matchingRead(
    { ...base, prompt, notes },
    pairs,
    [...labels.values()],
    scoringOf(source, interaction, pairs.length),
  );
  if (read.kind !== 'read') return read;
  const pictured = Object.keys(entryPictures).length > 0 ? { entryPictures } : {};
  return { ...read, description: { ...read.description, picture: onPicture.picture, ...pictured } };
}

function read(source: Qti2Source): TypeRead<MatchingDescription> {
  const interaction = source.interactions[0]!;
  if (interaction.name === 'graphicGapMatchInteraction') return readOnPicture(source, interaction);
  const notes: string[] = [];
  const pictures: ImportedImage[] = [];
  const entryPictures: Record<string, OptionPicture> = {};
  const texts = new Map(
    descendants(interaction, 'simpleAssociableChoice').map((c, index) => {
      const text = textOf(c, NOT_SHOWN);
      const images = imagesOf(c);
      if (text !== '' || images.length === 0) return [c.attributes.identifier ?? '', text];
      // A picture reads as its description, else as "Picture 2".
      const read =
        plainText(images.find((image) => image.alt.trim() !== '')?.alt ?? '') || `Picture ${index + 1}`;
      if (images.length === 1 && !Object.hasOwn(entryPictures, read)) {
        // One picture is the entry's own (ADR 311), its file stored as the question's images are.
        entryPictures[read] = entryPicture(images[0]!.src, read);
        pictures.push({ ...images[0]!, entryPicture: true });
        return [c.attributes.identifier ?? '', read];
      }
      // Several are shown in the question, labelled by the entry's name.
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
  const read = matchingRead(
    { ...base, prompt, notes },
    pairs,
    answers,
    scoringOf(source, interaction, pairs.length),
  );
  return read.kind === 'read' && Object.keys(entryPictures).length > 0
    ? { ...read, description: { ...read.description, entryPictures } }
    : read;
}

export const matchingQti2Reader: FormatReader<Qti2Source, MatchingDescription> = { claims, read };
