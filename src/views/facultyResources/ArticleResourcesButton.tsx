/**
 * 'Resources for this video (n)' under an article of a search (the Add Video dialog, a playlist's Add article): the
 * button shows only for an article with resources the instructor may see, and opens them in a dialog of its own.
 * `ArticleResources` reads, once per page of results, how many each article has; the dialog it opens stays open
 * while a new page of results arrives.
 *
 * @publicModule the article search's results show it under each card.
 */
import { useSelector } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import type { ArticleCounts } from '../../api/facultyResources/facultyResourcesContract';
import { articleCountsRead } from '../../machines/facultyResources/facultyResourceServices';
import { selectRecord } from '../../machines/shared/recordMachine';
import { useHttp } from '../AppContext';
import { useRecordActor } from '../shared/useRecordActor';
import { Button } from '../ui/Button';
import { ArticleResourcesDialog } from './ArticleResourcesDialog';

interface ArticleRef {
  readonly id: number;
  readonly title: string;
}

type CountOf = (articleId: number) => number;

/** The counts of one page's articles (keyed by their ids: a new page reads again). */
function PageCounts({
  articleIds,
  children,
}: {
  readonly articleIds: readonly number[];
  readonly children: (countOf: CountOf) => ReactNode;
}) {
  const http = useHttp();
  const record = useRecordActor(
    useMemo(() => articleCountsRead(http), [http]),
    { request: { articleIds } },
  );
  // A failed count shows no button: the search itself is what the dialog is for.
  const counts = useSelector(record, selectRecord<ArticleCounts['counts']>) ?? [];
  return children((articleId) => counts.find((one) => one.articleId === articleId)?.count ?? 0);
}

export function ArticleResources({
  articleIds,
  children,
}: {
  readonly articleIds: readonly number[];
  readonly children: (countOf: CountOf, open: (article: ArticleRef) => void) => ReactNode;
}) {
  const [opened, setOpened] = useState<ArticleRef | null>(null);
  return (
    <>
      <PageCounts key={articleIds.join()} articleIds={articleIds}>
        {(countOf) => children(countOf, setOpened)}
      </PageCounts>
      {opened && <ArticleResourcesDialog article={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

export function ArticleResourcesButton({
  label,
  onOpen,
}: {
  /** 'Resources for this video (2)', in the screen's words. */
  readonly label: string;
  readonly onOpen: () => void;
}) {
  return (
    <Button variant="secondary" className="self-start px-2 py-1 text-xs" onClick={onOpen}>
      {label}
    </Button>
  );
}
