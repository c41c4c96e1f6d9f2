/** Hot text on the teacher's screens (ADR 295): the passage with the right words marked, and the right words listed. */
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../views/ui/MathText';
import { hotTextOf, rightSpans } from '../domain/hotText';
import { parsePassage } from '../domain/hotTextPassage';
import { scoringOf } from '../../shared/domain/partScoring';
import { RIGHT_ROW, type AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyList } from '../../shared/views/AnswerKeyList';
import { AllOrNothingNote } from '../../shared/views/PartScoringField';

export function HotTextAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const hotText = hotTextOf(definition);
  const right = rightSpans(hotText);
  const rightIds = new Set(right.map((span) => span.id));
  return (
    <div className="flex flex-col gap-2">
      <p className="user-text whitespace-pre-wrap text-slate-800">
        {parsePassage(hotText.passage).parts.map((part, index) =>
          part.kind === 'text' ? (
            <MathText key={index} text={part.text} />
          ) : rightIds.has(hotText.spans[part.index]?.id ?? '') ? (
            <mark key={index} className="rounded bg-green-100 px-0.5 font-semibold text-green-900">
              {part.text}
            </mark>
          ) : (
            <span key={index} className="underline decoration-dotted">
              {part.text}
            </span>
          ),
        )}
      </p>
      <AnswerKeyList title={t('hotText.rightWords')}>
        {right.map((span) => (
          <li key={span.id} className={RIGHT_ROW}>
            <span className="flex-1">{span.text}</span>
          </li>
        ))}
      </AnswerKeyList>
      <AllOrNothingNote group="hotText" scoring={scoringOf(hotText)} />
    </div>
  );
}
