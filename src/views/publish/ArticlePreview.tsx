/**
 * The article's video in the console's own player, as students will see it (its cover, subtitles and speeds), and,
 * once it is published, its authors as links to their pages (ADR 318).
 */
import { useTranslation } from 'react-i18next';
import type { DeskArticle } from '../../domain/publish/deskArticle';
import { isOffered } from '../../domain/publish/articleLifecycle';
import { AuthorLinks } from '../author/AuthorLinks';
import { VideoPlayer } from '../content/player/VideoPlayer';
import { Section } from '../ui/Section';

export function ArticlePreview({ article }: { readonly article: DeskArticle }) {
  const { t } = useTranslation();
  const video = article.videoData;
  const authors = article.authors.map((author) => author.name);
  return (
    <Section heading={t('publish.preview')} className="flex flex-col gap-2">
      {video ? (
        <>
          <p className="text-sm text-slate-700">{t('publish.previewHint')}</p>
          <VideoPlayer video={video} showCaption showHeader={false} />
        </>
      ) : (
        <p className="text-sm text-slate-700">{t('publish.previewNone')}</p>
      )}
      {isOffered(article.status) && authors.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('publish.authorPages')} <AuthorLinks names={authors} />
        </p>
      )}
    </Section>
  );
}
