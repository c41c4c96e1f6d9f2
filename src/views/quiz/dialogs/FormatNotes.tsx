/**
 * What the chosen format cannot carry of the quiz, before the file is built (ADR 398): the lines its
 * `export-notes.txt` will hold, folded under their count, or a line saying the format carries everything.
 */
import { useTranslation } from 'react-i18next';

export function FormatNotes({ notes }: { readonly notes: readonly string[] | null }) {
  const { t } = useTranslation();
  if (notes === null) return null;
  if (notes.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('quiz.downloadNoLosses')}</p>;
  return (
    <details className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-800">
      <summary className="cursor-pointer font-medium">
        {t('quiz.downloadLosses', { count: notes.length })}
      </summary>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {notes.map((note, index) => (
          <li key={index}>{note}</li>
        ))}
      </ul>
    </details>
  );
}
