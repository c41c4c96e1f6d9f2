/**
 * Essay on the teacher's screens: no right answer, but what a grader reads: the minimum of words when there is one,
 * the word limit, the information for graders and the text the answer box starts with.
 */
import { useTranslation } from 'react-i18next';
import { essayOf } from '../domain/essay';
import type { AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyRows, type AnswerKeyRow } from '../../shared/views/AnswerKeyRows';

export function EssayAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const { minWords, maxWords, graderInfo, template } = essayOf(definition);
  const rows: AnswerKeyRow[] = [
    ['essay.minWords', minWords === undefined ? undefined : String(minWords)],
    // "No word limit" only where there is no minimum either: beside a minimum, no maximum row says it.
    [
      'essay.maxWords',
      maxWords !== undefined ? String(maxWords) : minWords === undefined ? t('essay.noLimit') : undefined,
    ],
    ['essay.graderInfo', graderInfo],
    ['essay.template', template],
  ];
  return <AnswerKeyRows rows={rows} />;
}
