/** 'Resources for this video': the resources of one article the instructor may see, each opened in a new tab. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceCard } from '../../domain/facultyResources/facultyResources';
import { articleResourcesRead } from '../../machines/facultyResources/facultyResourceServices';
import { useHttp } from '../AppContext';
import { useRecordActor } from '../shared/useRecordActor';
import { Dialog } from '../ui/Dialog';
import { RecordScreen } from '../ui/RecordScreen';
import { ResourceCardList } from './ResourceCardList';

export function ArticleResourcesDialog({
  article,
  onClose,
}: {
  readonly article: { readonly id: number; readonly title: string };
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const record = useRecordActor(
    useMemo(() => articleResourcesRead(http), [http]),
    { request: { articleId: article.id } },
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('facultyResources.forThisVideo')}
      description={<bdi>{article.title}</bdi>}
      dismissLabel={t('facultyResources.close')}
      size="md"
    >
      <RecordScreen<ResourceCard[]>
        record={record}
        size="section"
        className="mt-4 flex flex-col gap-3"
        loadingLabel={t('facultyResources.loading')}
        failedText={t('facultyResources.loadFailed')}
      >
        {(resources) =>
          resources.length === 0 ? (
            <p className="text-sm text-slate-700">{t('facultyResources.none')}</p>
          ) : (
            <ResourceCardList resources={resources} label={t('facultyResources.forThisVideo')} />
          )
        }
      </RecordScreen>
    </Dialog>
  );
}
