/**
 * Fill in the blanks on the student page (ADR 202): the text with each blank in its place, a native select for a
 * dropdown and a text field for a typed answer, each named "Blank N", so the keyboard, a screen reader and a
 * phone's own picker and keyboard all work; the text wraps around them on a narrow screen. A dropdown whose options
 * hold an equation is a list box that draws them (AnswerSelect, ADR 394). Every change is sent as the answers of all
 * the blanks, by their ids. No zod here (ADR 140).
 */
import { blankParts } from '../domain/fillInBlanksText';
import { MathText } from '../../../views/ui/MathText';
import { useTypeText } from '../../../views/take/takeText';
import { AnswerSelect } from '../../shared/views/AnswerSelect';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { fillInBlanksTakeText } from './fillInBlanksTakeText';

interface ShownGap {
  readonly id: string;
  readonly options: readonly string[] | null;
}

type View = Readonly<Record<string, unknown>> | undefined;

function gapsOf(view: View): ShownGap[] {
  return Array.from({ length: Number(view?.gaps ?? 0) }, (_, i) => {
    const id = view?.[`gap.${i}.id`];
    const options =
      view?.[`gap.${i}.kind`] === 'dropdown'
        ? Array.from(
            { length: Number(view[`gap.${i}.options`] ?? 0) },
            (_, j) => view[`gap.${i}.option.${j}`],
          )
        : null;
    return {
      id: typeof id === 'string' ? id : '',
      options: options?.filter((value): value is string => typeof value === 'string') ?? null,
    };
  });
}

/** The answer saved for each blank, by its id. */
function givenOf(response: unknown): ReadonlyMap<string, string> {
  const given = new Map<string, string>();
  if (!Array.isArray(response)) return given;
  for (const entry of response as unknown[]) {
    const { gap, answer } = (entry ?? {}) as { gap?: unknown; answer?: unknown };
    if (typeof gap === 'string' && typeof answer === 'string' && !given.has(gap)) given.set(gap, answer);
  }
  return given;
}

const CONTROL =
  'mx-1 my-1 min-h-11 max-w-full rounded-md border border-slate-400 bg-white px-2 py-1 align-middle text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500';

export function FillInBlanksStudent({ question, response, onRespond }: StudentQuestionProps) {
  const BLANKS_TEXT = useTypeText(fillInBlanksTakeText);
  const text = typeof question.view?.text === 'string' ? question.view.text : '';
  const maxLength = typeof question.view?.maxLength === 'number' ? question.view.maxLength : undefined;
  const gaps = gapsOf(question.view);
  const given = givenOf(response);
  const answer = (gapId: string, value: string) =>
    onRespond(
      gaps.flatMap((gap) => {
        const next = gap.id === gapId ? value : (given.get(gap.id) ?? '');
        return next === '' ? [] : [{ gap: gap.id, answer: next }];
      }),
    );
  return (
    <div className="user-text whitespace-pre-wrap break-words leading-relaxed text-slate-900">
      {blankParts(text).map((part, index) => {
        if (typeof part === 'string') return <MathText key={index} text={part} />;
        const gap = gaps[part.gap];
        if (!gap) return null;
        const label = BLANKS_TEXT.blank(part.gap + 1);
        const value = given.get(gap.id) ?? '';
        return gap.options ? (
          <AnswerSelect
            key={index}
            aria-label={label}
            value={value}
            options={gap.options}
            placeholder={BLANKS_TEXT.choose}
            onChange={(chosen) => answer(gap.id, chosen)}
            className={CONTROL}
          />
        ) : (
          <input
            key={index}
            type="text"
            aria-label={label}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={maxLength}
            value={value}
            onChange={(event) => answer(gap.id, event.target.value)}
            className={`${CONTROL} w-40`}
          />
        );
      })}
    </div>
  );
}
