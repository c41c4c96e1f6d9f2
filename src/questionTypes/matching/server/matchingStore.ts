/**
 * The matching question the console stores for a description (ADR 199), whatever the format: the pairs and the extra
 * answers within the type's bounds, each text once. What does not fit is said in the item's notes; a question
 * left with fewer than two pairs is skipped by the import's repair with the type's own message. Prompts that are
 * places on a picture (ADR 310) keep them as shares of the picture, which becomes the question's own image. Each pair
 * keeps its feedback on a wrong match (ADR 406).
 */
import { MATCHING_LIMITS, type MatchingDefinition } from '../domain/matching';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import { storedPlaces, withPicture } from '../../shared/server/placesPicture';
import type { MatchingDescription } from './matchingDescription';
import { picturedEntries } from './matchingPictures';

export const MATCHING_STORE_NOTES = {
  extraPairs: (count: number) => `Only the first ${MATCHING_LIMITS.pairs} of ${count} pairs were kept.`,
  extraDistractors: (count: number) =>
    `Only the first ${MATCHING_LIMITS.distractors} of ${count} extra answers were kept.`,
  repeatedPrompt: (prompt: string) => `The prompt "${prompt}" was given twice; its first answer was kept.`,
  textCut: `A prompt or an answer longer than ${MATCHING_LIMITS.text} characters was cut.`,
  feedbackCut: `Feedback on a pair longer than ${MATCHING_LIMITS.feedback} characters was cut.`,
} as const;

export function storeMatching(description: MatchingDescription): ImportedQuestion {
  const notes = [...description.notes];
  let cut = false;
  const fit = (value: string) => {
    const clean = value.replace(/\s+/g, ' ').trim();
    if (clean.length <= MATCHING_LIMITS.text) return clean;
    cut = true;
    return clean.slice(0, MATCHING_LIMITS.text).trimEnd();
  };
  const fitFeedback = (value: string | undefined) => {
    const clean = value?.trim() ?? '';
    if (clean.length > MATCHING_LIMITS.feedback) notes.push(MATCHING_STORE_NOTES.feedbackCut);
    return clean.slice(0, MATCHING_LIMITS.feedback).trimEnd();
  };
  const { picture } = description;
  const places = picture ? storedPlaces(picture, notes) : [];
  const pairs: MatchingDefinition['pairs'][number][] = [];
  for (const [index, pair] of description.pairs.entries()) {
    const prompt = fit(pair.prompt);
    const place = places[index];
    const feedback = fitFeedback(pair.feedback);
    const first = pairs.findIndex((kept) => kept.prompt === prompt);
    if (first >= 0) {
      notes.push(MATCHING_STORE_NOTES.repeatedPrompt(prompt));
      // The same pair given again with feedback (Canvas writes a prompt once per answer row): the first keeps it.
      const kept = pairs[first]!;
      if (feedback && !kept.feedback && kept.answer === fit(pair.answer))
        pairs[first] = { ...kept, feedback };
    } else
      pairs.push({
        id: `pair-${pairs.length + 1}`,
        prompt,
        answer: fit(pair.answer),
        ...(place ? { place } : {}),
        ...(feedback ? { feedback } : {}),
      });
  }
  if (pairs.length > MATCHING_LIMITS.pairs) notes.push(MATCHING_STORE_NOTES.extraPairs(pairs.length));
  const paired = new Set(pairs.map((pair) => pair.answer));
  const distractors = [...new Set(description.distractors.map(fit))].filter(
    (text) => text !== '' && !paired.has(text),
  );
  if (distractors.length > MATCHING_LIMITS.distractors)
    notes.push(MATCHING_STORE_NOTES.extraDistractors(distractors.length));
  if (cut) notes.push(MATCHING_STORE_NOTES.textCut);
  const definition: MatchingDefinition = {
    pairs: pairs.slice(0, MATCHING_LIMITS.pairs),
    distractors: distractors
      .slice(0, MATCHING_LIMITS.distractors)
      .map((text, index) => ({ id: `extra-${index + 1}`, text })),
    ...(description.scoring && description.scoring !== 'partial' ? { scoring: description.scoring } : {}),
  };
  const question = typedQuestion(
    description,
    'matching',
    picturedEntries(definition, description.entryPictures),
    notes,
  );
  return picture ? withPicture(question, picture) : question;
}
