/** Points earned and the feedback of the answer (where reviewShown allows it). */
import type { TakeReview } from '../../api/take/takeContract';
import { useTakeText } from './takeText';

export function TakeReviewNotes({ review }: { readonly review: TakeReview }) {
  const TAKE_TEXT = useTakeText();
  return (
    <div className="mt-2 flex flex-col gap-1 text-sm">
      <p className="text-slate-700">{TAKE_TEXT.pointsEarned(review.earned, review.max)}</p>
      {review.feedback.length > 0 && (
        <div className="rounded-md bg-sky-50 px-3 py-2 text-slate-900">
          <p className="font-semibold">{TAKE_TEXT.feedback}</p>
          {review.feedback.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
      )}
    </div>
  );
}
