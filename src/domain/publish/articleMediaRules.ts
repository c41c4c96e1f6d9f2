/**
 * What the console checks of an article's media before sending them (ADR 315): the file's name and size, with the
 * limits and messages of articleMedia.ts. The server checks their content (an MP4's boxes, the WebVTT parser, a
 * picture's bytes) and has the last word, a smaller VIDEO_UPLOAD_MAX_MB included.
 */
import {
  ARTICLE_MEDIA_MESSAGES,
  IMAGE_MAX_BYTES,
  SUBTITLE_MAX_BYTES,
  VIDEO_UPLOAD_DEFAULT_MB,
} from './articleMedia';

export const ARTICLE_MEDIA_SLOTS = ['video', 'subtitles', 'thumbnail', 'header'] as const;
export type ArticleMediaSlot = (typeof ARTICLE_MEDIA_SLOTS)[number];

/** The console's own refusal of a subtitle file by its name (the server reads what it is given). */
export const ARTICLE_UPLOAD_MESSAGES = {
  subtitlesType: 'Invalid file type. Accepted format: WebVTT (.vtt).',
} as const;

/** A slot's rule, in the shape every upload field checks (src/domain/sponsors/uploads.ts's `UploadRule`). */
export interface ArticleMediaRule {
  readonly maxBytes: number;
  readonly extensions: readonly string[];
  readonly accept: string;
  readonly typeMessage: string;
  readonly sizeMessage: string;
}

const IMAGE_RULE: ArticleMediaRule = {
  maxBytes: IMAGE_MAX_BYTES,
  extensions: ['png', 'jpg', 'jpeg', 'webp'],
  accept: 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp',
  typeMessage: ARTICLE_MEDIA_MESSAGES.imageType,
  sizeMessage: ARTICLE_MEDIA_MESSAGES.imageSize,
};

export const ARTICLE_MEDIA_RULES: Readonly<Record<ArticleMediaSlot, ArticleMediaRule>> = {
  video: {
    maxBytes: VIDEO_UPLOAD_DEFAULT_MB * 1024 * 1024,
    extensions: ['mp4'],
    accept: 'video/mp4,.mp4',
    typeMessage: ARTICLE_MEDIA_MESSAGES.videoType,
    sizeMessage: ARTICLE_MEDIA_MESSAGES.videoSize(VIDEO_UPLOAD_DEFAULT_MB),
  },
  subtitles: {
    maxBytes: SUBTITLE_MAX_BYTES,
    extensions: ['vtt'],
    accept: 'text/vtt,.vtt',
    typeMessage: ARTICLE_UPLOAD_MESSAGES.subtitlesType,
    sizeMessage: ARTICLE_MEDIA_MESSAGES.subtitleSize,
  },
  thumbnail: IMAGE_RULE,
  header: IMAGE_RULE,
};
