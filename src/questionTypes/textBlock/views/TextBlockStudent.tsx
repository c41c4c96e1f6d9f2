/**
 * A text block on the student page (ADR 260): its rich text and picture between the questions, with nothing to
 * answer and no number. Read in place by screen readers, as the page's other text.
 * @publicModule the take page shows text blocks through it.
 */
import type { TakeItem } from '../../../api/take/takeContract';
import { TakeRichText } from '../../../views/take/TakeRichText';

export function TextBlockStudent({ block }: { readonly block: Extract<TakeItem, { kind: 'text' }> }) {
  return (
    <div className="flex flex-col gap-3" data-text-block={block.id}>
      <TakeRichText html={block.title} className="text-base text-slate-900" />
      {block.image && <img src={block.image} alt="" className="max-h-64 w-auto self-start rounded-md" />}
    </div>
  );
}
