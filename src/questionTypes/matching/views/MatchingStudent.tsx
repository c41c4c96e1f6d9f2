/**
 * Matching on the student page: each prompt is the label of a select of every answer (ADR 199). Nothing to drag;
 * the keyboard and a screen reader use the native select; on a phone it opens the system's picker. Answers that hold
 * an equation make it a list box that draws them (AnswerSelect, ADR 394). Prompts that are
 * places on the question's image (ADR 310) have the picture above the list, each place outlined and named as its
 * prompt; the list, which a screen reader reads, stays the same.
 */
import { useTypeText } from '../../../views/take/takeText';
import { AnswerSelect } from '../../shared/views/AnswerSelect';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { PlacesPicture, type NamedPlace } from '../../ordering/views/PlacesPicture';
import { placeFrom } from '../../ordering/views/placesView';
import { MatchingAnswerPictures, MatchingPromptLabel } from './MatchingPictureStudent';
import { matchingTakeText } from './matchingTakeText';

type Pick = { readonly prompt: string; readonly answer: string };

const listOf = (view: Record<string, unknown> | undefined, count: string, key: string): string[] =>
  Array.from({ length: Number(view?.[count] ?? 0) }, (_, i) => view?.[`${key}.${i}`]).filter(
    (value): value is string => typeof value === 'string',
  );

const picksOf = (response: unknown): readonly Pick[] =>
  Array.isArray(response)
    ? response.filter(
        (entry): entry is Pick =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as Pick).prompt === 'string' &&
          typeof (entry as Pick).answer === 'string',
      )
    : [];

/** The prompts' places, named by their prompts; none unless every prompt has one. */
function placesOf(view: Record<string, unknown> | undefined, prompts: readonly string[]): NamedPlace[] {
  const places = prompts.flatMap((name, index) => {
    const place = placeFrom(view?.[`place.${index}`]);
    return place ? [{ name, place }] : [];
  });
  return places.length === prompts.length ? places : [];
}

export function MatchingStudent({ question, response, onRespond }: StudentQuestionProps) {
  const MATCHING_TEXT = useTypeText(matchingTakeText);
  const prompts = listOf(question.view, 'prompts', 'prompt');
  const answers = listOf(question.view, 'answers', 'answer');
  const picks = picksOf(response);
  const picked = (prompt: string) => picks.find((pick) => pick.prompt === prompt)?.answer ?? '';
  const choose = (prompt: string, answer: string) =>
    onRespond(
      prompts.flatMap((p) => {
        const value = p === prompt ? answer : picked(p);
        return value === '' ? [] : [{ prompt: p, answer: value }];
      }),
    );
  const hintId = `q${question.id}-matching-hint`;
  const places = question.image ? placesOf(question.view, prompts) : [];
  return (
    <div className="flex flex-col gap-3">
      {question.image && places.length > 0 && <PlacesPicture image={question.image} places={places} />}
      <p id={hintId} className="text-sm text-slate-600">
        {MATCHING_TEXT.hint}
      </p>
      <MatchingAnswerPictures view={question.view} answers={answers} />
      <ul className="flex flex-col gap-3">
        {prompts.map((prompt, index) => {
          const id = `q${question.id}-match-${index}`;
          return (
            <li key={prompt} className="flex flex-col gap-1 desk:flex-row desk:items-center desk:gap-3">
              <label id={`${id}-label`} htmlFor={id} className="user-text text-slate-900 desk:w-1/2">
                <MatchingPromptLabel view={question.view} index={index} prompt={prompt} />
              </label>
              <AnswerSelect
                id={id}
                aria-labelledby={`${id}-label`}
                aria-describedby={hintId}
                value={picked(prompt)}
                options={answers}
                placeholder={MATCHING_TEXT.choose}
                onChange={(answer) => choose(prompt, answer)}
                className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 desk:w-1/2"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
