/**
 * An article's media (ADR 315): the video, subtitles per language (each removable), the thumbnail and the header
 * image, each slot with its own upload. While the caller may not edit the article the slots are off.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '../../domain/shared/languages';
import type { DeskArticle } from '../../domain/publish/deskArticle';
import {
  selectRemovingLanguage,
  type ArticleActionsActorRef,
} from '../../machines/publish/articleActionsMachine';
import { useFormat } from '../shared/useFormat';
import { Button } from '../ui/Button';
import { Section } from '../ui/Section';
import { SelectField } from '../ui/SelectField';
import { MediaUpload } from './MediaUpload';

const languageName = (code: string) => UI_LANGUAGES.find((language) => language.code === code)?.name ?? code;
const MB = 1024 * 1024;

export interface ArticleMediaProps {
  readonly article: DeskArticle;
  readonly actions: ArticleActionsActorRef;
  readonly onChanged: (article: DeskArticle) => void;
}

export function ArticleMedia({ article, actions, onChanged }: ArticleMediaProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [language, setLanguage] = useState<string>(UI_LANGUAGES[0].code);
  const removing = useSelector(actions, selectRemovingLanguage);
  const { media } = article;
  const off = !article.actions.edit;
  const upload = { articleId: article.id, disabled: off, onChanged };

  return (
    <Section heading={t('publish.media')} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-800">
          {media.video
            ? t('publish.currentVideo', {
                name: media.video.fileName,
                size: format.number(Math.round((media.video.size / MB) * 10) / 10),
              })
            : t('publish.noVideo')}
        </p>
        <MediaUpload
          {...upload}
          target={{ slot: 'video' }}
          label={t('publish.video')}
          hint={t('publish.videoHint')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">{t('publish.subtitles')}</h3>
        {Object.keys(media.subtitles).length === 0 ? (
          <p className="text-sm text-slate-700">{t('publish.noSubtitles')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {Object.entries(media.subtitles).map(([code, url]) => (
              <li key={code} className="flex flex-wrap items-center gap-2 text-sm">
                <a href={url} className="text-sky-800 underline" target="_blank" rel="noreferrer">
                  {t('publish.subtitlesFor', { language: languageName(code) })}
                </a>
                <Button
                  variant="ghost"
                  disabled={off}
                  busy={removing === code}
                  onClick={() => actions.send({ type: 'subtitles.remove', language: code })}
                >
                  {t('publish.removeSubtitles', { language: languageName(code) })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <SelectField
          name="subtitlesLanguage"
          label={t('publish.subtitlesLanguage')}
          className="max-w-xs"
          disabled={off}
          value={language}
          options={UI_LANGUAGES.map((each) => ({ value: each.code, label: each.name }))}
          onChange={(event) => setLanguage(event.target.value)}
        />
        <MediaUpload
          key={language}
          {...upload}
          target={{ slot: 'subtitles', language }}
          label={t('publish.subtitlesFile')}
          hint={t('publish.subtitlesHint')}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(['thumbnail', 'header'] as const).map((slot) => {
          const src = slot === 'thumbnail' ? media.thumbnail : media.headerImage;
          return (
            <div key={slot} className="flex flex-col gap-2">
              {src ? (
                <img
                  src={src}
                  alt={t(slot === 'thumbnail' ? 'publish.thumbnailPreview' : 'publish.headerPreview')}
                  className="max-h-32 w-auto self-start rounded border"
                />
              ) : (
                <p className="text-sm text-slate-700">{t('publish.noImage')}</p>
              )}
              <MediaUpload
                {...upload}
                target={{ slot }}
                label={t(slot === 'thumbnail' ? 'publish.thumbnail' : 'publish.header')}
                hint={t('publish.imageHint')}
              />
            </div>
          );
        })}
      </div>
    </Section>
  );
}
