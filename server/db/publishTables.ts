/** Kysely table interfaces of the publisher's desk: articles' history (migration 093, ADR 314). */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ArticleHistoryKind, ArticleStatus } from '../../src/domain/publish/articleLifecycle';

type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One step of an article's life, its creation, the job's publication or an edit of a live article. */
export interface ArticleHistoryTable {
  id: Generated<number>;
  article_id: number;
  kind: ArticleHistoryKind;
  /** Null for the creation. */
  from_status: ArticleStatus | null;
  to_status: ArticleStatus;
  /** A send-back's note or an unpublish's reason. */
  note: string | null;
  /** The moment a schedule chose, or the one a scheduled publication was for. */
  scheduled_at: Moment;
  at: ColumnType<Date, Date | string, never>;
  /** Who took the step; for the job's publication, who had scheduled it. Null once that account is gone. */
  by_user: number | null;
}

export interface PublishTables {
  article_history: ArticleHistoryTable;
}

export type ArticleHistoryRow = Selectable<ArticleHistoryTable>;
export type NewArticleHistoryRow = Insertable<ArticleHistoryTable>;
