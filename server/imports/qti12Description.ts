/**
 * What the question types' QTI 1.2 readers describe of every item: its prompt, points and feedback (Canvas's
 * `general_fb`, `correct_fb` and `general_incorrect_fb`, Blackboard's `correct` and `incorrect`), and the feedback
 * a response condition shows.
 */
import type { DescriptionBase } from '../../src/questionTypes/shared/server/description';
import { feedbackOf, fractionOf, numberOf } from '../../src/questionTypes/shared/server/description';
import { blackboardQuestionBlock, marksRightUnscored } from './blackboardQti';
import { conditionPoints, metadata, type Qti12Source } from './qti12Item';
import { materialImages, partsHtml, partsText, RESPONSE, textParts } from './qti12Material';
import { richHtml } from './questionText';
import { child, descendants, elements, type XmlElement } from './xmlTree';

/** Item feedback by its identifier, as plain text. */
export function feedbackTexts(item: XmlElement): Map<string, string> {
  const texts = new Map<string, string>();
  for (const feedback of elements(item, 'itemfeedback')) {
    const text = partsText(textParts(feedback));
    const ident = feedback.attributes.ident?.trim();
    if (!ident || text === '') continue;
    texts.set(ident, text);
    // IMS's own examples name a right answer's feedback `Correct`, Blackboard `correct`: the same feedback.
    if (/^(in)?correct$/i.test(ident) && !texts.has(ident.toLowerCase()))
      texts.set(ident.toLowerCase(), text);
  }
  return texts;
}

const GENERAL = new Set(['general_fb', 'correct_fb', 'general_incorrect_fb', 'correct', 'incorrect']);

/** The feedback a response condition shows, other than the question's general, right and wrong feedback. */
export function conditionFeedback(
  condition: XmlElement,
  texts: ReadonlyMap<string, string>,
): string | undefined {
  const shown = descendants(condition, 'displayfeedback')
    .map((d) => d.attributes.linkrefid?.trim() ?? '')
    .filter((id) => !GENERAL.has(id) && !GENERAL.has(id.toLowerCase()))
    .flatMap((id) => texts.get(id) ?? []);
  return shown.length > 0 ? shown.join(' ') : undefined;
}

/**
 * An answer's own feedback with the question's feedback on a right or a wrong answer after it (ADR 393): what the
 * source shows a student who chose that answer. Undefined when neither says anything.
 */
export function joinFeedback(...texts: (string | undefined)[]): string | undefined {
  const said = texts.map((text) => text?.trim() ?? '').filter((text) => text !== '');
  return said.length > 0 ? said.join(' ') : undefined;
}

/** The item's prompt: the presentation's material outside its responses (Blackboard's: its question block). */
export function qti12Prompt(source: Qti12Source): DescriptionBase['prompt'] {
  const presentation = blackboardQuestionBlock(source.presentation) ?? source.presentation;
  if (!presentation) return { text: source.label, images: [] };
  const stem = textParts(presentation, RESPONSE);
  const html = richHtml(partsHtml(stem));
  return {
    text: partsText(stem) || source.label,
    ...(html === undefined ? {} : { html }),
    images: materialImages(presentation, RESPONSE),
  };
}

/** The name, prompt, points and feedback of an item; `notes` start empty. */
export function qti12Base(source: Qti12Source): DescriptionBase {
  const texts = feedbackTexts(source.item);
  const points = numberOf(metadata(source.item, 'points_possible') ?? metadata(source.item, 'cc_weighting'));
  const name = source.item.attributes.title?.trim();
  return {
    ...(name ? { name } : {}),
    prompt: qti12Prompt(source),
    ...(points !== undefined && points > 0 ? { points } : {}),
    feedback: feedbackOf({
      general: texts.get('general_fb'),
      correct: texts.get('correct_fb') ?? texts.get('correct'),
      incorrect: texts.get('general_incorrect_fb') ?? texts.get('incorrect'),
    }),
    notes: [],
  };
}

/** The response conditions of an item's response processing, in order. */
export const conditionsOf = (item: XmlElement) =>
  elements(item, 'resprocessing').flatMap((r) => elements(r, 'respcondition'));

/** A condition's `conditionvar`, or undefined. */
export const conditionVar = (condition: XmlElement) => child(condition, 'conditionvar');

/** The comparisons a condition makes (`varequal`, `vargte`, …), outside any `not`, in order. */
export function comparisons(node: XmlElement | undefined, respident?: string): XmlElement[] {
  if (!node) return [];
  return elements(node).flatMap((c) => {
    if (c.name === 'not') return [];
    if (/^var/.test(c.name) && c.name !== 'varsubset')
      return respident === undefined || (c.attributes.respident ?? respident) === respident ? [c] : [];
    return comparisons(c, respident);
  });
}

/** A response condition that gives points: what it compares, its share of the best condition's, its feedback. */
export interface AwardingCondition {
  readonly compared: XmlElement[];
  readonly fraction: number;
  readonly feedback: string | undefined;
}

/**
 * The item's conditions that give points, in order (typed answers: numeric and short answer); a condition Blackboard
 * marks right without a score gives full points (ADR 382).
 */
export function awardingConditions(source: Qti12Source): AwardingCondition[] {
  const conditions = conditionsOf(source.item);
  const best = Math.max(0, ...conditions.map(conditionPoints));
  const texts = feedbackTexts(source.item);
  return conditions.flatMap((condition) => {
    const points = conditionPoints(condition);
    const unscored = points <= 0 && marksRightUnscored(source, condition);
    if (points <= 0 && !unscored) return [];
    return [
      {
        compared: comparisons(conditionVar(condition)),
        fraction: unscored ? 1 : fractionOf(points, best),
        feedback: conditionFeedback(condition, texts),
      },
    ];
  });
}
