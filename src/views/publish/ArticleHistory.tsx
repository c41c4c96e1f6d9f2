/** An article's history (ADR 314): each step, creation and live edit, newest first, with who, when, note and moment. */
import { useTranslation } from 'react-i18next';
import type { ArticleHistoryEntry } from '../../domain/publish/deskArticle';
import { useFormat } from '../shared/useFormat';
import { Section } from '../ui/Section';
import { kindKey, personName, statusKey } from './deskLabels';

export function ArticleHistory({ history }: { readonly history: readonly ArticleHistoryEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const entries = [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);
  return (
    <Section heading={t('publish.history')} className="flex flex-col gap-2">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700">{t('publish.noHistory')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <p className="font-medium text-slate-900">{t(kindKey(entry.kind))}</p>
              <p className="text-slate-700">
                {t('publish.historyBy', {
                  name: entry.by ? personName(entry.by) : t('publish.removedAccount'),
                  when: format.dayTime(entry.at),
                })}
              </p>
              {entry.from !== null && entry.from !== entry.to && (
                <p className="text-slate-700">
                  {t('publish.historyFromTo', { from: t(statusKey(entry.from)), to: t(statusKey(entry.to)) })}
                </p>
              )}
              {entry.scheduledAt && (
                <p className="text-slate-700">
                  {t('publish.historyScheduled', { when: format.dayTime(entry.scheduledAt) })}
                </p>
              )}
              {entry.note && (
                <p className="whitespace-pre-line text-slate-800">
                  {t('publish.historyNote', { note: entry.note })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
