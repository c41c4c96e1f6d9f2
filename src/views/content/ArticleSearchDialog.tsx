/**
 * A dialog that picks one published article: the Add Video dialog's machine and article search (12 results a page,
 * typing waits 300 ms) without a label; articles already chosen are greyed and cannot be picked. Each screen that
 * adds articles gives its own words.
 *
 * @publicModule playlists, Methods Collections and Faculty Resources add articles through it.
 */
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import type { ArticleCard } from '../../api/content/contentContract';
import { selectResultsList } from '../../machines/content/addVideoDialogMachine';
import { useClock } from '../AppContext';
import { ListSearchField } from '../shared/list/ListSearchField';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ArticleSearchResults } from './ArticleSearchResults';
import { useAddVideoDialogActor } from './useAddVideoDialogActor';

export interface ArticleSearchDialogProps {
  readonly addedArticleIds: readonly number[];
  readonly onClose: (article: ArticleCard | null) => void;
  readonly texts: { readonly title: string; readonly search: string; readonly cancel: string };
}

export function ArticleSearchDialog({ addedArticleIds, onClose, texts }: ArticleSearchDialogProps) {
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
    <Dialog open onClose={() => actor.send({ type: 'dialog.cancel' })} title={texts.title} size="lg">
      {results && (
        <div className="mt-4 flex flex-col gap-3">
          <ListSearchField actorRef={results} label={texts.search} showLabel />
          <ArticleSearchResults
            list={results}
            addedArticleIds={addedArticleIds}
            onChoose={(article) => actor.send({ type: 'article.choose', article })}
          />
        </div>
      )}
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" onClick={() => actor.send({ type: 'dialog.cancel' })}>
          {texts.cancel}
        </Button>
      </div>
    </Dialog>
  );
}
