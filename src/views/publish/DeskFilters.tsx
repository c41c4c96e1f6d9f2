/**
 * The desk list's filters, kept in the address: status, article type and subject; the dashboard's moments
 * (scheduled before, published since) show as a notice with the way back to every date.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TYPES } from '../../domain/content/content';
import { ARTICLE_STATUSES } from '../../domain/publish/articleLifecycle';
import { DESK_FILTERS, deskFiltersOf } from '../../domain/publish/deskQuery';
import type { DeskOptions } from '../../machines/publish/publishServices';
import { selectListQuery, type ListActorRef } from '../../machines/shared/listMachine';
import { useFormat } from '../shared/useFormat';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { statusKey, typeKey } from './deskLabels';

export function DeskFilters({
  list,
  options,
}: {
  readonly list: ListActorRef;
  readonly options: DeskOptions;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const filters = useSelector(list, selectListQuery).filters;
  const chosen = deskFiltersOf(filters);
  const setFilter = (name: string, value: string | null) =>
    list.send({ type: 'list.filter', name, value: value?.trim() ? value : null });
  const moments = [
    chosen.scheduledBefore && t('publish.scheduledBefore', { when: format.dayTime(chosen.scheduledBefore) }),
    chosen.publishedSince && t('publish.publishedSince', { when: format.dayTime(chosen.publishedSince) }),
  ].filter(Boolean);

  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{t('publish.filters')}</legend>
        <SelectField
          label={t('publish.filterStatus')}
          value={chosen.statuses.length === 1 ? chosen.statuses[0] : ''}
          placeholder={t('publish.allStatuses')}
          options={ARTICLE_STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) }))}
          onChange={(event) => setFilter(DESK_FILTERS.status, event.target.value)}
        />
        <SelectField
          label={t('publish.filterType')}
          value={chosen.articleType ?? ''}
          placeholder={t('publish.allTypes')}
          options={ARTICLE_TYPES.map((type) => ({ value: type, label: t(typeKey(type)) }))}
          onChange={(event) => setFilter(DESK_FILTERS.type, event.target.value)}
        />
        <SelectField
          label={t('publish.filterSubject')}
          value={chosen.subjectId === null ? '' : String(chosen.subjectId)}
          placeholder={t('publish.allSubjects')}
          options={options.subjects.map((subject) => ({ value: String(subject.id), label: subject.title }))}
          onChange={(event) => setFilter(DESK_FILTERS.subject, event.target.value)}
        />
      </fieldset>
      {moments.length > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <span>{moments.join(' · ')}</span>
          <Button
            variant="ghost"
            onClick={() => {
              setFilter(DESK_FILTERS.scheduledBefore, null);
              setFilter(DESK_FILTERS.publishedSince, null);
            }}
          >
            {t('publish.clearMoment')}
          </Button>
        </p>
      )}
    </div>
  );
}
