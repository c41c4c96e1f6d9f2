/**
 * A question of another type than choice: the answer given beside the right one (where the review shows it), each
 * in the type's own words (reviewAnswerText.ts) and isolated, so a number with its unit or its ± keeps its order
 * in right-to-left text, its equations drawn (ADR 394). A measured numeric answer adds which of its parts lost credit
 * (ADR 384).
 */
import type { RegionShape } from '../../questionTypes/hotspot/domain/hotspotGeometry';
import type { MeasuredParts } from '../../questionTypes/numeric/domain/numericReview';
import { NumericReviewParts } from '../../questionTypes/numeric/views/NumericReviewParts';
import { reviewAnswerText, reviewRightText } from '../../questionTypes/shared/views/reviewAnswerText';
import { MathText } from '../ui/MathText';
import { useTakeText } from './takeText';

export function TakeTypedReview({
  question,
  response,
  answer,
  rightAnswer,
  rightRegions,
  parts,
}: {
  readonly question: { readonly questionType?: string };
  readonly response: unknown;
  /** The answer given in the type's words, as the server sends it; '' or absent: none. */
  readonly answer: string | undefined;
  readonly rightAnswer: string | undefined;
  /** A hotspot's right regions, worded here in the page's language (ADR 359). */
  readonly rightRegions?: readonly RegionShape[] | undefined;
  /** A measured numeric answer's parts, as the server judged them (ADR 384). */
  readonly parts?: MeasuredParts | undefined;
}) {
  const TAKE_TEXT = useTakeText();
  const given = reviewAnswerText(question.questionType, response, answer, TAKE_TEXT);
  return (
    <>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-700">{TAKE_TEXT.yourAnswer}</dt>
        <dd className="text-slate-900">
          {given ? (
            <bdi>
              <MathText text={given} />
            </bdi>
          ) : (
            TAKE_TEXT.notAnswered
          )}
        </dd>
        {/* A type with no right answer to show (an essay, a file upload) has none: no empty row. */}
        {rightAnswer && (
          <>
            <dt className="font-semibold text-green-800">{TAKE_TEXT.rightAnswer}</dt>
            <dd className="text-green-900">
              <bdi>
                <MathText
                  text={reviewRightText(question.questionType, rightAnswer, TAKE_TEXT, rightRegions)}
                />
              </bdi>
            </dd>
          </>
        )}
      </dl>
      {parts && <NumericReviewParts parts={parts} />}
    </>
  );
}
