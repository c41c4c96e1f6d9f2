/**
 * The translation screens' real effects over src/api: the grid's page (one row per key, ADR 076), the groups list,
 * the dialogs' and forms' calls, and the SPEC's notifications (section 8) as the machines' named actions.
 */
import { fromPromise } from 'xstate';
import { ApiError, type HttpClient } from '../../api/shared/http';
import {
  addTranslation,
  deleteTranslationGroup,
  deleteTranslations,
  editTranslation,
  getTranslationGroup,
  listTranslationGroups,
  listTranslations,
  saveTranslationGroup,
} from '../../api/translations/translations';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../domain/content/content';
import { searchConditions, type ParsedListRequest } from '../../domain/shared/listQuery';
import {
  groupByKey,
  toAddRequest,
  toCellAddRequest,
  translationFilter,
  TRANSLATION_MESSAGES,
  type TranslationGridRow,
  type TranslationGroup,
} from '../../domain/translations/translations';
import type { FetchListPage, ListPageRequest } from '../shared/listMachine';
import type { AddTranslationInput, GroupChoices } from './translationFormMachine';
import type { NotificationKind, NotificationsActorRef } from '../shared/notificationsMachine';
import type { CellValueInput, StoredCellValue, TranslationCell } from './translationGridMachine';
import type { SaveGroupInput } from './translationGroupFormMachine';
import { listPages } from '../shared/listPages';

/** The grid's language filter, kept in the URL as `language`. */
export const LANGUAGE_FILTER = 'language';
/** SPEC section 4: translations sort by key, descending by default. */
export const TRANSLATION_SORT_COLUMN = 'key';

/** The language a query filters by, or null for 'All Languages'. */
export function languageOf(query: Pick<ListPageRequest, 'filters'>): TranslationLanguage | null {
  const value = query.filters[LANGUAGE_FILTER];
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as TranslationLanguage)
    : null;
}

/** The SPEC list request of a grid query: keyword over keys, values, languages and groups; a language equals. */
export function translationListRequest(request: ListPageRequest): ParsedListRequest {
  return {
    navigation: { page: request.page, itemsOnPage: request.pageSize },
    totalCount: true,
    filter: translationFilter(request.search, languageOf(request)),
    sort: [[TRANSLATION_SORT_COLUMN, request.sort?.[1] ?? 'desc']],
  };
}

/** One page of keys: the server's rows grouped into one grid row per key. */
export const translationPages =
  (http: HttpClient): FetchListPage<TranslationGridRow> =>
  async (request, signal) => {
    const { result, navigation } = await listTranslations(http, translationListRequest(request), signal);
    return { items: groupByKey(result), paging: navigation };
  };

/** Groups list: key or title contains the search. */
export const groupPages = (http: HttpClient): FetchListPage<TranslationGroup> =>
  listPages(http, listTranslationGroups, (request): ParsedListRequest => ({
    navigation: { page: request.page, itemsOnPage: request.pageSize },
    totalCount: true,
    filter: searchConditions(request.search, ['key', 'title'], null),
    sort: request.sort ? [[request.sort[0], request.sort[1]]] : [],
  }));

/** A cell's row as stored now, read from the pages of keys that contain its key; null when it is gone. */
async function storedCell(
  http: HttpClient,
  cell: TranslationCell,
  signal: AbortSignal,
): Promise<StoredCellValue> {
  const id = cell.row.values[cell.language]?.id;
  for (let page = 1; ; page += 1) {
    const { result, navigation } = await listTranslations(
      http,
      {
        navigation: { page, itemsOnPage: 200 },
        filter: translationFilter(cell.row.key, cell.language),
        sort: [[TRANSLATION_SORT_COLUMN, 'asc']],
      },
      signal,
    );
    const row = result.find((r) => r.id === id);
    if (row) return { id: row.id, value: row.value, version: row.version };
    if (!navigation.more) return null;
  }
}

/** Every group for the add form's select (the server pages at most 200 a call). */
async function allGroups(http: HttpClient, signal: AbortSignal): Promise<TranslationGroup[]> {
  const groups: TranslationGroup[] = [];
  for (let page = 1; ; page += 1) {
    const { result, navigation } = await listTranslationGroups(
      http,
      { navigation: { page, itemsOnPage: 200 }, sort: [['title', 'asc']] },
      signal,
    );
    groups.push(...result);
    if (!navigation.more) return groups;
  }
}

export function createTranslationGridServices(http: HttpClient) {
  return {
    checkGroups: fromPromise<boolean>(
      async ({ signal }) =>
        (await listTranslationGroups(http, { navigation: { page: 1, itemsOnPage: 1 } }, signal)).navigation
          .total_items > 0,
    ),
    updateValue: fromPromise<unknown, CellValueInput>(({ input, signal }) => {
      const current = input.row.values[input.language]!;
      return editTranslation(
        http,
        current.id,
        {
          groupId: input.row.groupId,
          key: input.row.key,
          language: input.language,
          value: input.value,
          version: current.version,
        },
        signal,
      );
    }),
    addValue: fromPromise<unknown, CellValueInput>(({ input, signal }) =>
      addTranslation(http, toCellAddRequest(input.row, input.language, input.value), signal),
    ),
    /** The value's id; its label ('key (language)') names it where a pending removal is listed. */
    deleteValue: fromPromise<void, { id: number; label: string }>(async ({ input, signal }) => {
      await deleteTranslations(http, [input.id], signal);
    }),
    loadCell: fromPromise<StoredCellValue, TranslationCell>(({ input, signal }) =>
      storedCell(http, input, signal),
    ),
  };
}

export function createTranslationFormServices(http: HttpClient) {
  return {
    loadRecord: fromPromise<GroupChoices>(({ signal }) => allGroups(http, signal)),
    saveRecord: fromPromise<GroupChoices, AddTranslationInput>(async ({ input, signal }) => {
      await addTranslation(http, toAddRequest(input.values), signal);
      return [];
    }),
  };
}

export function createTranslationGroupServices(http: HttpClient) {
  return {
    loadRecord: fromPromise<TranslationGroup, { id: number }>(({ input, signal }) =>
      getTranslationGroup(http, input.id, signal),
    ),
    saveRecord: fromPromise<TranslationGroup, SaveGroupInput>(({ input, signal }) =>
      saveTranslationGroup(http, input.id, input.values, input.version, signal),
    ),
    deleteGroup: fromPromise<unknown, { id: number }>(({ input, signal }) =>
      deleteTranslationGroup(http, input.id, signal),
    ),
  };
}

/** A refused add names why (a key that exists, a missing group); anything else is the SPEC's message. */
export function addFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400) && error.message)
    return error.message;
  return TRANSLATION_MESSAGES.updateFailed;
}

type Notifications = Pick<NotificationsActorRef, 'send'>;

/** The SPEC's translation notifications as named machine actions. */
export function translationNotices(notifications: Notifications) {
  const show = (kind: NotificationKind, message: string) => () =>
    notifications.send({ type: 'notify.show', kind, message });
  return {
    notifyUpdated: show('success', TRANSLATION_MESSAGES.updated),
    notifyUpdateFailed: show('error', TRANSLATION_MESSAGES.updateFailed),
    notifyDeleted: show('info', TRANSLATION_MESSAGES.deleted),
    notifyDeleteFailed: show('error', TRANSLATION_MESSAGES.deleteFailed),
    notifyCreated: show('success', TRANSLATION_MESSAGES.created),
    notifyAddFailed: (error: unknown) =>
      notifications.send({ type: 'notify.show', kind: 'error', message: addFailureMessage(error) }),
    notifyGroupCreated: show('success', TRANSLATION_MESSAGES.groupCreated),
    notifyGroupUpdated: show('success', TRANSLATION_MESSAGES.groupUpdated),
    notifyGroupCreateFailed: show('error', TRANSLATION_MESSAGES.groupCreateFailed),
    notifyGroupUpdateFailed: show('error', TRANSLATION_MESSAGES.groupUpdateFailed),
    notifyGroupDeleted: show('info', TRANSLATION_MESSAGES.groupDeleted),
    notifyGroupDeleteFailed: show('error', TRANSLATION_MESSAGES.groupDeleteFailed),
  };
}
