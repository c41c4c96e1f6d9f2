/**
 * Essay on the teacher's screens: no right answer, but what a grader reads: the word limit, the information for
 * graders and the text the answer box starts with.
 */
import { useTranslation } from 'react-i18next';
import { essayOf } from '../../../../domain/quiz/questionTypes/essay/essay';
import type { AnswerKeyProps } from '../answerKey';

export function EssayAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const { maxWords, graderInfo, template } = essayOf(definition);
  const rows = [
    ['maxWords', maxWords === undefined ? t('essay.noLimit') : String(maxWords)],
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
