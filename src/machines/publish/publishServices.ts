/**
 * The publisher's desk's real effects over src/api (ADR 121): the list's pages from its query, the article form's
 * load and save, the lifecycle steps and media removals, one uploader per media slot, the options the screens
 * choose from (sections, subjects) and the delete the list falls back on outside the signed-in shell.
 */
import { fromCallback, fromPromise } from 'xstate';
import { fetchTags } from '../../api/content/content';
import {
  createDeskArticle,
  deleteDeskArticle,
  getDeskArticle,
  listDeskArticles,
  listSectionOptions,
  removeArticleSubtitles,
  takeArticleStep,
  updateDeskArticle,
  uploadArticleMedia,
  type ArticleMediaTarget,
} from '../../api/publish/publish';
import {
  DESK_SORTS,
  type DeskListRequest,
  type DeskSort,
  type SectionOption,
} from '../../api/publish/publishContract';
import type { HttpClient } from '../../api/shared/http';
import { uploadAuthFor, type UploadAuth } from '../../api/shared/upload';
import type { Tag } from '../../domain/content/content';
import type { DeskArticle, DeskArticleRow } from '../../domain/publish/deskArticle';
import { deskFiltersOf } from '../../domain/publish/deskQuery';
import { formServices } from '../shared/formServices';
import type { FetchListPage, ListPageRequest } from '../shared/listMachine';
import { listPages } from '../shared/listPages';
import type { UploadEvent, UploadJob } from '../shared/uploadMachine';
import { runUpload } from '../shared/uploadServices';
import type { RemoveSubtitlesInput, StepInput } from './articleActionsMachine';
import type { SaveArticleInput } from './articleFormMachine';

const isDeskSort = (column: string): column is DeskSort => (DESK_SORTS as readonly string[]).includes(column);

/** The list request of a query: the keyword (a whole number is an id), the address's filters, the sort, the page. */
export function deskListRequest(query: ListPageRequest): DeskListRequest {
  const filters = deskFiltersOf(query.filters);
  const keyword = query.search.trim();
  return {
    navigation: { page: query.page, itemsOnPage: query.pageSize },
    ...(keyword ? { keyword } : {}),
    ...(filters.statuses.length > 0 ? { statuses: [...filters.statuses] } : {}),
    ...(filters.articleType ? { articleType: filters.articleType } : {}),
    ...(filters.subjectId ? { subjectId: filters.subjectId } : {}),
    ...(filters.scheduledBefore ? { scheduledBefore: filters.scheduledBefore } : {}),
    ...(filters.publishedSince ? { publishedSince: filters.publishedSince } : {}),
    sort: query.sort && isDeskSort(query.sort[0]) ? [query.sort[0], query.sort[1]] : ['updatedAt', 'desc'],
  };
}

export const deskPages = (http: HttpClient): FetchListPage<DeskArticleRow> =>
  listPages(http, listDeskArticles, deskListRequest);

export const createArticleFormServices = (http: HttpClient) =>
  formServices(
    http,
    { get: getDeskArticle, create: createDeskArticle, update: updateDeskArticle },
    (input: SaveArticleInput) => input.parsed,
  );

export function createArticleActionsServices(http: HttpClient) {
  return {
    takeStep: fromPromise<DeskArticle, StepInput>(({ input, signal }) =>
      takeArticleStep(
        http,
        input.articleId,
        {
          step: input.step,
          ...(input.note.trim() ? { note: input.note.trim() } : {}),
          ...(input.at ? { at: input.at } : {}),
          ...(input.version === null ? {} : { version: input.version }),
        },
        signal,
      ),
    ),
    loadArticle: fromPromise<DeskArticle, { articleId: number }>(({ input, signal }) =>
      getDeskArticle(http, input.articleId, signal),
    ),
    removeSubtitles: fromPromise<DeskArticle, RemoveSubtitlesInput>(({ input, signal }) =>
      removeArticleSubtitles(http, input.articleId, input.language, signal),
    ),
  };
}

/** The uploader of one media slot of an article: progress as events, abort on Cancel, the article as answered. */
export function createArticleUploadServices(
  http: HttpClient,
  target: ArticleMediaTarget,
  auth: UploadAuth = uploadAuthFor(http),
) {
  return {
    uploader: fromCallback<UploadEvent, UploadJob>(({ input, sendBack }) =>
      runUpload(
        sendBack,
        (onProgress, signal) =>
          uploadArticleMedia(
            auth,
            { id: input.recordId, target, file: input.file, fileName: input.fileName },
            onProgress,
            signal,
          ),
        (article) => ({ type: 'upload.succeeded', record: article }) as const,
      ),
    ),
  };
}

/** What the desk's screens choose from: the sections an article may belong to and the subjects. */
export interface DeskOptions {
  readonly sections: readonly SectionOption[];
  readonly subjects: readonly Tag[];
}

export const fetchDeskOptions = async (http: HttpClient, signal: AbortSignal): Promise<DeskOptions> => {
  const [sections, subjects] = await Promise.all([listSectionOptions(http, signal), fetchTags(http, signal)]);
  return { sections, subjects };
};

export const deleteArticleById = (http: HttpClient) =>
  fromPromise<unknown, { id: number }>(({ input, signal }) => deleteDeskArticle(http, input.id, signal));
