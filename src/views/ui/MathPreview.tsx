/**
 * The live preview under an author's field that has an equation (ADR 387): the field's value as the student will
 * see it, equations as MathML, redrawn as the value changes. Nothing shows while the field has none.
 * @publicModule the question types' editors show it under their text fields.
 */
import { useTranslation } from 'react-i18next';
import { hasMath } from '../../domain/shared/mathText';
import { cx } from './cx';
import { MathText } from './MathText';
import { RichTextView } from './RichTextView';

export function MathPreview({
  value,
  rich = false,
  className,
}: {
  readonly value: string;
  /** The value is rich text (a question title, a hint), not plain text. */
  readonly rich?: boolean;
  readonly className?: string;
}) {
  const { t } = useTranslation();
  if (!hasMath(value)) return null;
  const label = t('questionTypes.equationPreview');
  return (
    <figure
      aria-label={label}
      className={cx(
        'flex flex-col gap-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2',
        className,
      )}
    >
      <figcaption className="text-xs font-medium text-slate-600">{label}</figcaption>
      {rich ? (
        <RichTextView html={value} className="text-slate-900" />
      ) : (
        <MathText text={value} className="user-text text-sm text-slate-900" />
      )}
    </figure>
  );
}
