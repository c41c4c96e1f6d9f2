/**
 * The real effects of the quiz list screens: one page fetch per list (the list query turned into the SPEC's list
 * request), and the actors and notifications of the share, delete and download dialogs, over src/api.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { HttpClient } from '../../../api/shared/http';
import { fetchInstitutions } from '../../../api/institutions/institutions';
import {
  downloadQuizExport,
  exportFileName,
  fetchExportNotes,
  type ExportNotes,
} from '../../../api/quiz/quizExports';
import {
  deleteQuiz,
  fetchQuizList,
  fetchSharedByMe,
  type QuizListName,
} from '../../../api/quiz/lists/quizLists';
import type { QuizListResponse } from '../../../api/quiz/lists/quizListsContract';
import { fetchSharedWith, shareCustomerQuiz, shareQuiz } from '../../../api/quiz/quizShares';
import type { ShareNotice, ShareOutcome } from '../../../domain/shared/emails';
import { searchConditions, type FilterCondition, type ListQuery } from '../../../domain/shared/listQuery';
import type { QuizKind, QuizListItem } from '../../../domain/quiz/quiz';
import type { QuizListScreen } from '../../../domain/quiz/quizArea';
import { setQuizEndDate } from '../../../api/quiz/results/results';
import { BULK_CONCURRENCY } from '../../../domain/shared/bulkOutbox';
import type { BulkDeadlineRefusal, SetDeadlinesInput } from './bulkDeadlineMachine';
import { eachLimited } from '../../shared/bulkOutboxServices';
import { QUIZ_DELETED_MESSAGE, type DeleteQuizInput } from '../dialogs/deleteQuizMachine';
import type { BulkOutboxActorRef } from '../../shared/bulkOutboxMachine';
import { deleteThroughOutbox } from '../../shared/outboxDelete';
import type { DownloadReport, DownloadRequest, InstitutionOption } from '../dialogs/downloadQuizMachine';
import type { FetchListPage, ListPage } from '../../shared/listMachine';
import type { NotificationKind, NotificationsActorRef } from '../../shared/notificationsMachine';
import type { ShareRequest, ShareTarget } from '../dialogs/shareDialogMachine';
import { saveFile } from '../../shared/saveFile';
import { messageOf } from '../../../domain/shared/messages';

/** List filter names kept in the URL. */
export const LIBRARY_TAB_FILTER = 'tab';
export const SHOW_EXPIRED_FILTER = 'expired';
/** The customer list shows internal staff's quizzes too (ADR 246). */
export const SHOW_INTERNAL_FILTER = 'internal';

const POST_LISTS: Readonly<Record<Exclude<QuizListScreen, 'sharedByMeList'>, QuizListName>> = {
  templateList: 'templates',
  libraryList: 'library',
  adminList: 'admin',
  sharedList: 'sharedAdmin',
  customerList: 'customer',
  myList: 'mine',
};

/** SPEC section 7: the customer keyword matches the owner's first name, last name, e-mail or the title. */
const CUSTOMER_KEYWORD = ['firstName', 'lastName', 'email', 'title'];

/** The filter conditions a list query asks for on one list. */
export function quizListFilter(screen: QuizListScreen, query: ListQuery): FilterCondition[] {
  const filter = searchConditions(query.search, screen === 'customerList' ? CUSTOMER_KEYWORD : ['title']);
  if (screen === 'libraryList') {
    const sections = query.filters[LIBRARY_TAB_FILTER] === 'sections';
    filter.push({
      bool_operator: 'and',
      property: 'section_id',
      operator: sections ? 'is_not_null' : 'is_null',
    });
  }
  if (screen === 'customerList' && query.filters[SHOW_EXPIRED_FILTER] === '1')
    filter.push({ bool_operator: 'and', property: 'showExpired', operator: 'equals', value: true });
  if (screen === 'customerList' && query.filters[SHOW_INTERNAL_FILTER] === '1')
    filter.push({ bool_operator: 'and', property: 'showInternal', operator: 'equals', value: true });
  return filter;
}

const toPage = (response: QuizListResponse): ListPage<QuizListItem> => ({
  items: response.result,
  paging: response.navigation,
});

export interface QuizListServicesOptions {
  /** Origin of the site whose player and tracking links go into packages. */
  readonly siteOrigin: string;
  readonly save?: (blob: Blob, fileName: string) => void;
}

export function createQuizListServices(
  http: HttpClient,
  notifications: Pick<NotificationsActorRef, 'send'>,
  options: QuizListServicesOptions,
) {
  const notify = (kind: NotificationKind, message: string) =>
    notifications.send({ type: 'notify.show', kind, message });
  const save = options.save ?? saveFile;

  function fetchPage(screen: QuizListScreen): FetchListPage<QuizListItem> {
    if (screen === 'sharedByMeList')
      return async (request, signal) =>
        toPage(
          await fetchSharedByMe(
            http,
            { page: request.page, itemsOnPage: request.pageSize, keyword: request.search },
            signal,
          ),
        );
    return async (request, signal) =>
      toPage(
        await fetchQuizList(
          http,
          POST_LISTS[screen],
          {
            navigation: { page: request.page, itemsOnPage: request.pageSize },
            totalCount: true,
            filter: quizListFilter(screen, request),
            sort: request.sort
              ? [[request.sort[0], request.sort[1]]]
              : screen === 'libraryList'
                ? [['title', 'asc']]
                : [],
          },
          signal,
        ),
      );
  }

  const share = {
    actors: {
      loadSharedEmails: fromPromise<string[], ShareTarget>(async ({ input, signal }) => {
        const { sharedUserList } = await fetchSharedWith(http, input.quizId, {
          customer: input.customer,
          signal,
        });
        return sharedUserList.map((user) => user.email);
      }),
      shareQuiz: fromPromise<ShareOutcome, ShareRequest>(({ input, signal }) =>
        input.customer
          ? shareCustomerQuiz(http, input.quizId, input.emails, signal)
          : shareQuiz(http, input.quizId, { emails: input.emails, isAdminQuiz: input.isAdminQuiz }, signal),
      ),
    },
    actions: {
      notify: (_: unknown, params: { notices: readonly ShareNotice[] }) => {
        for (const notice of params.notices) notify(notice.kind, notice.message);
      },
    },
  };

  const remove = {
    actors: {
      deleteQuiz: fromPromise<void, DeleteQuizInput>(({ input, signal }) =>
        deleteQuiz(http, input.kind, input.quizId, signal),
      ),
    },
    actions: {
      notify: (_: unknown, params: { kind: 'success' | 'error'; message: string }) =>
        notify(params.kind, params.message),
    },
  };

  /** Fetches a quiz's package and hands it to the browser's save; the name it was saved under. */
  const savePackage = async (
    input: DownloadRequest,
    signal: AbortSignal,
    onProgress?: (received: number, total: number | null) => void,
  ): Promise<string> => {
    const { blob, fileName } = await downloadQuizExport(
      http,
      {
        kind: input.kind,
        quizId: input.quizId,
        format: input.format,
        institutionId: input.institutionId,
        trackingLink: `${options.siteOrigin}/quiz/tracking`,
        videoLink: `${options.siteOrigin}/embed/player`,
      },
      signal,
      onProgress,
    );
    if (signal.aborted) throw new DOMException('The download was cancelled.', 'AbortError');
    const name = fileName ?? exportFileName(input.format, input.title, input.quizId);
    save(blob, name);
    return name;
  };

  const download = {
    actors: {
      searchInstitutions: fromPromise<InstitutionOption[], { keyword: string }>(async ({ input, signal }) => {
        const { result } = await fetchInstitutions(
          http,
          {
            navigation: { page: 1, itemsOnPage: 20 },
            keyword: input.keyword.trim() || undefined,
            sort: [['title', 'asc']],
          },
          signal,
        );
        return result.map((institution) => ({ id: institution.id, title: institution.title }));
      }),
      loadExportNotes: fromPromise<ExportNotes, { kind: QuizKind; quizId: number }>(({ input, signal }) =>
        fetchExportNotes(http, input.kind, input.quizId, signal),
      ),
      downloadQuiz: fromCallback<EventObject, DownloadRequest>(({ input, sendBack }) => {
        // Cancel stops this actor: the request is aborted and nothing is saved (ADR 174).
        const controller = new AbortController();
        const report = (event: DownloadReport) => {
          if (!controller.signal.aborted) sendBack(event);
        };
        savePackage(input, controller.signal, (received, total) =>
          report({ type: 'download.progress', received, total }),
        ).then(
          (name) => report({ type: 'download.saved', fileName: name }),
          (error: unknown) => report({ type: 'download.failed', message: messageOf(error) }),
        );
        return () => controller.abort();
      }),
    },
    actions: {
      notify: (_: unknown, params: { kind: 'error' | 'success'; message: string }) =>
        notify(params.kind, params.message),
    },
  };

  // Bulk Set deadline (ADR 164): one request per quiz, a few at once; a refusal is the server's message.
  const setDeadlines = fromPromise<readonly BulkDeadlineRefusal[], SetDeadlinesInput>(
    async ({ input, signal }) => {
      const refused: BulkDeadlineRefusal[] = [];
      await eachLimited(input.rows, BULK_CONCURRENCY, async (row) => {
        try {
          await setQuizEndDate(http, row.quizId, input.endDate, signal);
        } catch (error) {
          refused.push({ title: row.title, message: error instanceof Error ? error.message : String(error) });
        }
      });
      return refused;
    },
  );

  /** One package after another for a bulk download (ADR 165): saved without a dialog's progress. */
  const savePackages = fromPromise<void, DownloadRequest>(async ({ input, signal }) => {
    await savePackage(input, signal);
  });

  return { fetchPage, share, remove, download, savePackages, setDeadlines };
}

export type QuizListServices = ReturnType<typeof createQuizListServices>;

/**
 * The delete confirmation's removal through the bulk outbox (ADR 266): the quiz is hidden at once, its notice says
 * 'Quiz deleted successfully' with what goes with it and Undo, and the DELETE is sent when the window ends.
 */
export function undoableQuizRemoval(outbox: BulkOutboxActorRef) {
  return {
    actors: {
      deleteQuiz: deleteThroughOutbox<DeleteQuizInput>(outbox, (input) => ({
        target: { kind: 'quiz', quizKind: input.kind },
        row: { id: input.quizId, label: input.title },
        notice: QUIZ_DELETED_MESSAGE,
      })),
    },
    // The outbox's notice says it.
    actions: { notify: () => {} },
  };
}
