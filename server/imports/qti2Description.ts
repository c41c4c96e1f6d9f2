/**
 * What the question types' QTI 2 readers describe of every item: its prompt (the text around an interaction, with
 * the interaction's prompt), its points (MAXSCORE, else the SCORE's normal maximum), and the text of its body with
 * inline interactions as gaps.
 */
import {
  feedbackOf,
  numberOf,
  type DescriptionBase,
} from '../../src/questionTypes/shared/server/description';
import { declaredMaxScore, imagesOf, NOT_SHOWN, questionText, type Qti2Source } from './qti2Item';
import { mathInText } from './mathText';
import { qti2Feedback } from './qti2Feedback';
import { descendants, elements, textOf, type XmlChild, type XmlElement } from './xmlTree';

function pointsOf(item: XmlElement): number | undefined {
  const score = elements(item, 'outcomeDeclaration').find((o) => o.attributes.identifier === 'SCORE');
  const points = declaredMaxScore(item) ?? numberOf(score?.attributes.normalMaximum);
  return points !== undefined && points > 0 ? points : undefined;
}

/**
 * The general feedback: the text of each modalFeedback shown whatever the answer, as its outcome holds its
 * identifier from the start of every attempt (how the console writes it, ADR 376).
 */
export function generalFeedback(item: XmlElement): string | undefined {
  const outcomes = elements(item, 'outcomeDeclaration');
  const shown = elements(item, 'modalFeedback').filter((feedback) => {
    const { outcomeIdentifier, identifier, showHide } = feedback.attributes;
    const outcome = outcomes.find((o) => o.attributes.identifier === outcomeIdentifier);
    const initial = outcome ? descendants(outcome, 'value').map((v) => textOf(v).trim()) : [];
    return (showHide ?? 'show') === 'show' && identifier !== undefined && initial.includes(identifier);
  });
  const text = shown.map((feedback) => textOf(feedback).replace(/\s+/g, ' ').trim()).filter(Boolean);
  return text.length > 0 ? text.join(' ') : undefined;
}

/**
 * The name, prompt, points and feedback of an item asking through `interaction`: its general feedback, and its
 * feedback on a right and on a wrong answer as its response processing shows them (ADR 395); `notes` start empty.
 */
export function qti2Base(source: Qti2Source, interaction: XmlElement): DescriptionBase {
  const text = questionText(source.body, interaction);
  const points = pointsOf(source.item);
  const name = source.item.attributes.title?.trim();
  const shown = qti2Feedback(source.item);
  return {
    ...(name ? { name } : {}),
    prompt: {
      text: text.title || source.label,
      ...(text.html === undefined ? {} : { html: text.html }),
      images: imagesOf(source.body),
    },
    ...(points !== undefined ? { points } : {}),
    feedback: feedbackOf({
      general: [generalFeedback(source.item), shown.general].filter(Boolean).join(' ') || undefined,
      correct: shown.correct,
      partlyCorrect: shown.partlyCorrect,
      incorrect: shown.incorrect,
    }),
    notes: [],
  };
}

const BLOCKS = new Set(['p', 'div', 'br', 'li', 'td', 'tr', 'h1', 'h2', 'h3', 'h4', 'prompt', 'blockquote']);

/**
 * The body's text in order, each element `gapOf` names standing as a gap (its number), everything it does not
 * name read as text; feedback and rubrics are left out.
 */
export function textWithGaps(
  node: XmlElement,
  gapOf: (element: XmlElement) => number | undefined,
  skip: ReadonlySet<string> = new Set(),
): (string | { gap: number })[] {
  const parts: (string | { gap: number })[] = [];
  const push = (text: string) => {
    const last = parts.at(-1);
    if (typeof last === 'string') parts[parts.length - 1] = last + text;
    else parts.push(text);
  };
  const walk = (n: XmlChild) => {
    if (typeof n === 'string') return push(n);
    if (NOT_SHOWN.has(n.name) || skip.has(n.name)) return;
    const gap = gapOf(n);
    if (gap !== undefined) return void parts.push({ gap });
    if (n.name === 'math') return push(mathInText(n));
    if (BLOCKS.has(n.name)) push(' ');
    n.children.forEach(walk);
    if (BLOCKS.has(n.name)) push(' ');
  };
  node.children.forEach(walk);
  const clean = parts.map((part) => (typeof part === 'string' ? part.replace(/\s+/g, ' ') : part));
  if (typeof clean[0] === 'string') clean[0] = clean[0].trimStart();
  const last = clean.at(-1);
  if (typeof last === 'string') clean[clean.length - 1] = last.trimEnd();
  return clean.filter((part) => part !== '');
}
