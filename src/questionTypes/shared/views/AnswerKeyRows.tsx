/**
 * A type's answer key as a list of labelled rows (an essay's word limits, a file upload's kinds): each row names the
 * text key of its label; a row without text is left out.
 */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../views/ui/MathText';

export type AnswerKeyRow = readonly [label: ParseKeys, text: string | undefined];

export function AnswerKeyRows({ rows }: { readonly rows: readonly AnswerKeyRow[] }) {
  const { t } = useTranslation();
  return (
    <dl className="flex flex-col gap-1 text-sm text-slate-700">
      {rows.map(([label, text]) =>
        text ? (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="font-medium text-slate-800">{t(label)}</dt>
            <dd className="rounded border border-slate-200 px-3 py-1.5 whitespace-pre-line">
              <MathText text={text} />
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
