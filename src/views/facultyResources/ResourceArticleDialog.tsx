/**
 * Add a video to a resource: the Add Video dialog's machine and article search (published articles, 12 a page,
 * typing waits 300 ms) without a label; videos already on the resource are greyed and cannot be picked.
 */
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '../../api/content/contentContract';
import { selectResultsList } from '../../machines/content/addVideoDialogMachine';
import { useClock } from '../AppContext';
import { ArticleSearchResults } from '../content/ArticleSearchResults';
import { useAddVideoDialogActor } from '../content/useAddVideoDialogActor';
import { ListSearchField } from '../shared/list/ListSearchField';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export interface ResourceArticleDialogProps {
  readonly addedArticleIds: readonly number[];
  readonly onClose: (article: ArticleCard | null) => void;
}

export function ResourceArticleDialog({ addedArticleIds, onClose }: ResourceArticleDialogProps) {
  const { t } = useTranslation();
  const clock = useClock();
  const actor = useAddVideoDialogActor(
    {
      addedArticleIds,
      labels: [],
      labelRequired: false,
      initialLabelId: null,
      today: format(clock(), 'yyyy-MM-dd'),
    },
    (output) => onClose(output?.article ?? null),
  );
  const results = useSelector(actor, selectResultsList);

  return (
    <Dialog
      open
      onClose={() => actor.send({ type: 'dialog.cancel' })}
      title={t('facultyResources.articleDialogTitle')}
      size="lg"
    >
      {results && (
        <div className="mt-4 flex flex-col gap-3">
          <ListSearchField actorRef={results} label={t('facultyResources.articleDialogSearch')} showLabel />
          <ArticleSearchResults
            list={results}
            addedArticleIds={addedArticleIds}
            onChoose={(article) => actor.send({ type: 'article.choose', article })}
          />
        </div>
      )}
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" onClick={() => actor.send({ type: 'dialog.cancel' })}>
          {t('facultyResources.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
