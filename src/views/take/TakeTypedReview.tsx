/** A question of another type than choice: the answer given beside the right one (where the review shows it). */
import { isGivenResponse } from '../../domain/take/takeAnswers';
import { marksInWords } from '../../questionTypes/hotspot/views/marksInWords';
import { pickedWords } from '../../questionTypes/hotText/views/pickedWords';
import { answerFilesOf, fileNamesOf } from '../../questionTypes/fileUpload/domain/fileAnswers';
import { useTakeText } from './takeText';

export function TakeTypedReview({
  question,
  response,
  rightAnswer,
}: {
  readonly question: { readonly questionType?: string; readonly view?: Readonly<Record<string, unknown>> };
  readonly response: unknown;
  readonly rightAnswer: string | undefined;
}) {
  const TAKE_TEXT = useTakeText();
  // True / false reads in the student's own words, hotspot marks as places on the image.
  const words = (value: unknown) =>
    typeof value === 'boolean'
      ? value
        ? TAKE_TEXT.trueWord
        : TAKE_TEXT.falseWord
      : question.questionType === 'hotspot'
        ? marksInWords(value, TAKE_TEXT)
        : question.questionType === 'hotText'
          ? pickedWords(value, question.view)
          : question.questionType === 'fileUpload'
            ? fileNamesOf(answerFilesOf(value) ?? [])
            : String(value);
  const right =
    rightAnswer === undefined
      ? null
      : question.questionType === 'trueFalse'
        ? words(rightAnswer === 'True')
        : rightAnswer;
  const given = isGivenResponse(response);
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold text-slate-700">{TAKE_TEXT.yourAnswer}</dt>
      <dd className="text-slate-900">{given ? words(response) : TAKE_TEXT.notAnswered}</dd>
      {right !== null && (
        <>
          <dt className="font-semibold text-green-800">{TAKE_TEXT.rightAnswer}</dt>
          <dd className="text-green-900">{right}</dd>
        </>
      )}
    </dl>
  );
}
