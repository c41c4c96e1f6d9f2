/**
 * Add article: the shared article search dialog; articles already in the playlist are greyed and cannot be picked.
 */
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '../../api/content/contentContract';
import { ArticleSearchDialog } from '../content/ArticleSearchDialog';

export interface PlaylistArticleDialogProps {
  readonly addedArticleIds: readonly number[];
  readonly onClose: (article: ArticleCard | null) => void;
}

export function PlaylistArticleDialog({ addedArticleIds, onClose }: PlaylistArticleDialogProps) {
  const { t } = useTranslation();
  return (
    <ArticleSearchDialog
      addedArticleIds={addedArticleIds}
      onClose={onClose}
      texts={{
        title: t('playlists.articleDialogTitle'),
        search: t('playlists.articleDialogSearch'),
        cancel: t('playlists.cancel'),
      }}
    />
  );
}
