/** Points earned, the feedback of the answer and the teacher's comment, as far as the review setting shows them. */
import type { TakeReview } from '../../api/take/takeContract';
import { TakeRichText } from './TakeRichText';
import { useTakeText } from './takeText';

export function TakeReviewNotes({ review }: { readonly review: TakeReview }) {
  const TAKE_TEXT = useTakeText();
  const feedback = review.feedback ?? [];
  return (
    <div className="mt-2 flex flex-col gap-1 text-sm">
      {review.earned !== undefined && (
        <p className="text-slate-700">{TAKE_TEXT.pointsEarned(review.earned, review.max)}</p>
      )}
      {review.hintsUsed !== undefined && (
        <p className="text-slate-700">{TAKE_TEXT.hints.used(review.hintsUsed)}</p>
      )}
      {feedback.length > 0 && (
        <div className="rounded-md bg-sky-50 px-3 py-2 text-slate-900">
          <p className="font-semibold">{TAKE_TEXT.feedback}</p>
          {/* Feedback may be rich text (an imported question's): shown as text, never as its markup. */}
          {feedback.map((text, index) => (
            <TakeRichText key={index} html={text} />
          ))}
        </div>
      )}
      {review.comment && <TakeComment text={review.comment} />}
    </div>
  );
}

/** A teacher's comment, on one question or on the whole attempt. */
export function TakeComment({ text }: { readonly text: string }) {
  const TAKE_TEXT = useTakeText();
  return (
    <div data-testid="take-comment" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-900">
      <p className="font-semibold">{TAKE_TEXT.teacherComment}</p>
      <p className="user-text whitespace-pre-line">{text}</p>
    </div>
  );
}
