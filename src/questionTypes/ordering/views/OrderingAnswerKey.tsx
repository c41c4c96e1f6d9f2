/**
 * Ordering on the teacher's screens: the items in their right order, numbered, and whether the question is scored
 * all or nothing (ADR 292). Items that are places on the image (ADR 307) are shown over it, named.
 */
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../views/ui/MathText';
import { orderingOf } from '../domain/ordering';
import { RIGHT_ROW, type AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyList } from '../../shared/views/AnswerKeyList';
import { AllOrNothingNote } from '../../shared/views/PartScoringField';
import { scoringOf } from '../../shared/domain/partScoring';
import { PlacesPicture } from './PlacesPicture';

export function OrderingAnswerKey({ definition, image }: AnswerKeyProps) {
  const { t } = useTranslation();
  const { items } = orderingOf(definition);
  const places = items.flatMap((entry) => (entry.place ? [{ name: entry.text, place: entry.place }] : []));
  return (
    <div className="flex flex-col gap-1">
      {image && places.length > 0 && <PlacesPicture image={image} places={places} />}
      <AnswerKeyList title={t('ordering.rightOrder')} ordered>
        {items.map((entry, index) => (
          <li key={entry.id} className={RIGHT_ROW}>
            <span className="w-5 shrink-0 font-semibold">{`${index + 1}.`}</span>
            <MathText text={entry.text} className="flex-1" />
          </li>
        ))}
      </AnswerKeyList>
      <AllOrNothingNote group="ordering" scoring={scoringOf(orderingOf(definition))} />
    </div>
  );
}
