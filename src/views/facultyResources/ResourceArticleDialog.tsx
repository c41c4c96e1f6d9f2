/**
 * Add a video to a resource: the shared article search dialog (published articles); videos already on the resource
 * are greyed and cannot be picked.
 */
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '../../api/content/contentContract';
import { ArticleSearchDialog } from '../content/ArticleSearchDialog';

export interface ResourceArticleDialogProps {
  readonly addedArticleIds: readonly number[];
  readonly onClose: (article: ArticleCard | null) => void;
}

export function ResourceArticleDialog({ addedArticleIds, onClose }: ResourceArticleDialogProps) {
  const { t } = useTranslation();
  return (
    <ArticleSearchDialog
      addedArticleIds={addedArticleIds}
      onClose={onClose}
      texts={{
        title: t('facultyResources.articleDialogTitle'),
        search: t('facultyResources.articleDialogSearch'),
        cancel: t('facultyResources.cancel'),
      }}
    />
  );
}
