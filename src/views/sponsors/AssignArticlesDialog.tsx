/** 'Assign Articles to Collection': article-ID search (300 ms debounce), Sponsored checkbox, Assign or Assigned. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { SPONSOR_MESSAGES, type Sponsor, type SponsorCandidate } from '../../domain/sponsors/sponsors';
import { selectListQuery, type ListActorRef } from '../../machines/shared/listMachine';
import { ListSearchField } from '../shared/list/ListSearchField';
import { ListTable } from '../shared/list/ListTable';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { Dialog } from '../ui/Dialog';

export function AssignArticlesDialog({
  open,
  onClose,
  list,
  sponsor,
  busy,
  onAssign,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly list: ListActorRef;
  readonly sponsor: Sponsor;
  readonly busy: boolean;
  readonly onAssign: (articleId: number) => void;
}) {
  const { t } = useTranslation();
  const query = useSelector(list, selectListQuery);
  const sponsored = query.filters.sponsored === '1';
  const assigned = new Set(sponsor.articleList.map((a) => a.id));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('site.assignTitle')}
      size="lg"
      dismissLabel={t('site.close')}
    >
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <ListSearchField actorRef={list} label={t('site.assignSearch')} className="max-w-xs" />
        <CheckboxField
          label={t('site.assignSponsored')}
          checked={sponsored}
          onChange={(event) =>
            list.send({ type: 'list.filter', name: 'sponsored', value: event.target.checked ? '1' : null })
          }
        />
      </div>
      <div className="mt-4 max-h-[55vh] overflow-auto">
        <ListTable<SponsorCandidate>
          actorRef={list}
          sortable={false}
          label={t('site.assignTitle')}
          emptyText={SPONSOR_MESSAGES.noArticles}
          rowKey={(row) => row.id}
          columns={[
            { key: 'id', header: t('site.articlesId'), render: (row) => row.id },
            {
              key: 'title',
              header: t('site.articlesTitleColumn'),
              userText: true,
              render: (row) => row.title,
            },
            {
              key: 'sponsored',
              header: t('site.assignIsSponsored'),
              render: (row) => (row.sponsor_data ? t('site.sponsorsYes') : t('site.sponsorsNo')),
            },
            { key: 'type', header: t('site.assignType'), render: (row) => row.article_type },
          ]}
          actionsHeader={t('site.assignAction')}
          rowActions={(row) =>
            assigned.has(row.id) ? (
              <Button variant="secondary" disabled>
                {t('site.assignAssigned')}
              </Button>
            ) : (
              <Button variant="primary" disabled={busy} onClick={() => onAssign(row.id)}>
                {t('site.assignAction')}
              </Button>
            )
          }
        />
      </div>
    </Dialog>
  );
}
