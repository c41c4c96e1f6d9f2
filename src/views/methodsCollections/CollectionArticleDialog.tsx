/**
 * Add video: the shared article search dialog (published videos only); videos already in the collection are greyed
 * and cannot be picked.
 */
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '../../api/content/contentContract';
import { ArticleSearchDialog } from '../content/ArticleSearchDialog';

export interface CollectionArticleDialogProps {
  readonly addedArticleIds: readonly number[];
  readonly onClose: (article: ArticleCard | null) => void;
}

export function CollectionArticleDialog({ addedArticleIds, onClose }: CollectionArticleDialogProps) {
  const { t } = useTranslation();
  return (
    <ArticleSearchDialog
      addedArticleIds={addedArticleIds}
      onClose={onClose}
      texts={{
        title: t('collections.videoDialogTitle'),
        search: t('collections.videoDialogSearch'),
        cancel: t('collections.cancel'),
      }}
    />
  );
}
