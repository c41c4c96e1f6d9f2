/**
 * Fill in the blanks on the teacher's screens: the text, then each blank's right option or accepted answers (with
 * the typos allowed, or that they are patterns: ADR 305), and whether the question is scored all or nothing (ADR 292).
 */
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../views/ui/MathText';
import { fillInBlanksOf } from '../domain/fillInBlanksDefinition';
import { rightText } from '../domain/fillInBlanksScoring';
import type { AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyList, RightAnswerRow } from '../../shared/views/AnswerKeyList';
import { AllOrNothingNote } from '../../shared/views/PartScoringField';
import { scoringOf } from '../../shared/domain/partScoring';

export function FillInBlanksAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const { text, gaps } = fillInBlanksOf(definition);
  return (
    <div className="flex flex-col gap-1">
      <p className="whitespace-pre-wrap break-words text-slate-900">
        <MathText text={text} />
      </p>
      <AnswerKeyList title={t('fillInBlanks.rightAnswers')}>
        {gaps.map((gap, index) => (
          <RightAnswerRow key={gap.id} className="break-words">
            <MathText text={t('fillInBlanks.rightAnswer', { number: index + 1, answer: rightText(gap) })} />
            {gap.kind === 'typed' && gap.match !== undefined && (
              <span className="block text-sm text-slate-600">
                {gap.match.kind === 'closeEnough'
                  ? t('fillInBlanks.keyCloseEnough', { number: index + 1, distance: gap.match.distance })
                  : t('fillInBlanks.keyPattern', { number: index + 1 })}
              </span>
            )}
          </RightAnswerRow>
        ))}
      </AnswerKeyList>
      <AllOrNothingNote group="fillInBlanks" scoring={scoringOf(fillInBlanksOf(definition))} />
    </div>
  );
}
