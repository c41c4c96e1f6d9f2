/**
 * Matching on the student page: each prompt is the label of a select of every answer (ADR 199). Nothing to drag;
 * the keyboard and a screen reader use the native select; on a phone it opens the system's picker.
 */
import { useTakeText } from '../../../take/takeText';
import type { StudentQuestionProps } from '../studentQuestion';

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

export function MatchingStudent({ question, response, onRespond }: StudentQuestionProps) {
  const TAKE_TEXT = useTakeText();
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
  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-slate-600">
        {TAKE_TEXT.matching.hint}
      </p>
      <ul className="flex flex-col gap-3">
        {prompts.map((prompt, index) => {
          const id = `q${question.id}-match-${index}`;
          return (
            <li key={prompt} className="flex flex-col gap-1 desk:flex-row desk:items-center desk:gap-3">
              <label htmlFor={id} className="user-text text-slate-900 desk:w-1/2">
                {prompt}
              </label>
              <select
                id={id}
                aria-describedby={hintId}
                value={picked(prompt)}
                onChange={(event) => choose(prompt, event.target.value)}
                className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 desk:w-1/2"
              >
                <option value="">{TAKE_TEXT.matching.choose}</option>
                {answers.map((answer) => (
                  <option key={answer} value={answer}>
                    {answer}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
