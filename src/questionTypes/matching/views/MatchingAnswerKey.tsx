/**
 * Matching on the teacher's screens: each prompt with its right answer, then the extra answers, and whether the
 * question is scored all or nothing (ADR 292) or right minus wrong (ADR 310). Prompts that are places on the image
 * (ADR 310) are shown over it, named.
 */
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../views/ui/MathText';
import { matchingOf } from '../domain/matching';
import type { AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyList, RightAnswerRow } from '../../shared/views/AnswerKeyList';
import { AllOrNothingNote } from '../../shared/views/PartScoringField';
import { scoringOf } from '../../shared/domain/partScoring';
import { PlacesPicture } from '../../ordering/views/PlacesPicture';
import { namedMatching } from '../domain/matchingPictures';
import { OptionPictureImage } from '../../shared/views/OptionPictureImage';

export function MatchingAnswerKey({ definition, image }: AnswerKeyProps) {
  const { t } = useTranslation();
  // An entry that is only its picture is named by its alternative text, beside the picture (ADR 311).
  const { pairs, distractors } = namedMatching(matchingOf(definition));
  const places = pairs.flatMap((pair) => (pair.place ? [{ name: pair.prompt, place: pair.place }] : []));
  return (
    <div className="flex flex-col gap-1">
      {image && places.length > 0 && <PlacesPicture image={image} places={places} />}
      <AnswerKeyList title={t('matching.rightPairs')}>
        {pairs.map((pair) => (
          <RightAnswerRow key={pair.id}>
            {pair.promptPicture && <OptionPictureImage picture={pair.promptPicture} className="max-h-16" />}
            {pair.answerPicture && <OptionPictureImage picture={pair.answerPicture} className="max-h-16" />}
            <MathText text={t('matching.pair', { prompt: pair.prompt, answer: pair.answer })} />
          </RightAnswerRow>
        ))}
      </AnswerKeyList>
      {distractors.length > 0 && (
        <AnswerKeyList title={t('matching.distractors')}>
          {distractors.map((distractor) => (
            <li key={distractor.id} className="rounded border border-slate-200 px-3 py-1.5">
              {distractor.picture && <OptionPictureImage picture={distractor.picture} className="max-h-16" />}
              <MathText text={distractor.text} />
            </li>
          ))}
        </AnswerKeyList>
      )}
      <AllOrNothingNote group="matching" scoring={scoringOf(matchingOf(definition))} />
    </div>
  );
}
