/**
 * Essay on the teacher's screens: no right answer, but what a grader reads: the minimum of words when there is one,
 * the word limit, the information for graders and the text the answer box starts with.
 */
import { useTranslation } from 'react-i18next';
import { essayOf } from '../../../../domain/quiz/questionTypes/essay/essay';
import type { AnswerKeyProps } from '../answerKey';

export function EssayAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const { minWords, maxWords, graderInfo, template } = essayOf(definition);
  const rows = [
    ['minWords', minWords === undefined ? undefined : String(minWords)],
    // "No word limit" only where there is no minimum either: beside a minimum, no maximum row says it.
    [
      'maxWords',
      maxWords !== undefined ? String(maxWords) : minWords === undefined ? t('essay.noLimit') : undefined,
    ],
    ['graderInfo', graderInfo],
    ['template', template],
  ] as const;
  return (
    <dl className="flex flex-col gap-1 text-sm text-slate-700">
      {rows.map(([key, text]) =>
        text ? (
          <div key={key} className="flex flex-col gap-0.5">
            <dt className="font-medium text-slate-800">{t(`essay.${key}`)}</dt>
            <dd className="rounded border border-slate-200 px-3 py-1.5 whitespace-pre-line">{text}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
