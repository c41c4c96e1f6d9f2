/**
 * One quiz list screen (SPEC section 2): a list actor whose query lives in the URL, the header controls of the
 * list (search, library tabs, Show Expired Quizzes, Upload QTI, rebuild, Create a New Quiz), the table with its
 * row actions, and the share, delete and download dialogs.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { listQuery, PAGE_SIZE, type ListQuery } from '../../../domain/shared/listQuery';
import type { QuizListItem } from '../../../domain/quiz/quiz';
import type { QuizListScreen } from '../../../domain/quiz/quizArea';
import type { ExportFormat } from '../../../machines/quiz/dialogs/downloadQuizMachine';
import { selectListQuery } from '../../../machines/shared/listMachine';
import {
  createQuizListServices,
  LIBRARY_TAB_FILTER,
  SHOW_EXPIRED_FILTER,
} from '../../../machines/quiz/lists/quizListServices';
import { selectRoles } from '../../../machines/session/sessionMachine';
import { useHttp, useNotificationsActor, useSessionActor } from '../../AppContext';
import { ListSearchField } from '../../shared/list/ListSearchField';
import { ListTable } from '../../shared/list/ListTable';
import { useListInUrl, useQueryFromUrl } from '../../shared/list/useListInUrl';
import { useListActor } from '../../shared/list/useListScreen';
import { usePendingIds, useReloadOnSettled } from '../../shared/list/BulkOutboxScope';
import { useRowSelection } from '../../shared/list/useRowSelection';
import { Menu, MenuItem } from '../../ui/Menu';
import { QtiUploadButton } from '../import/QtiUploadButton';
import { RebuildLibraryButton, RebuildQuizAction } from '../rebuild/RebuildControls';
import { DeleteQuizDialog } from '../dialogs/DeleteQuizDialog';
import { DownloadQuizDialog } from '../dialogs/DownloadQuizDialog';
import { ShareDialog } from '../dialogs/ShareDialog';
import {
  createPathOf,
  isProcessing,
  QUIZ_LIST_CONFIGS,
  rowActionsOf,
  rowCapabilities,
  type RowAction,
} from './quizListConfigs';
import { LibraryTabs, ShowExpiredToggle } from './QuizListControls';
import { QuizBulkActions } from './QuizBulkActions';

type OpenDialog =
  | { readonly kind: 'share' | 'delete'; readonly quiz: QuizListItem }
  | { readonly kind: 'download'; readonly quiz: QuizListItem; readonly format: ExportFormat | null };

const ACTION_LABELS = {
  share: 'quiz.actionShare',
  edit: 'quiz.actionEdit',
  copy: 'quiz.actionCopy',
  download: 'quiz.actionDownload',
  downloadScorm: 'quiz.actionDownloadScorm',
  downloadQti: 'quiz.actionDownloadQti',
  downloadCc: 'quiz.actionDownloadCc',
  downloadMoodle: 'quiz.actionDownloadMoodle',
  downloadGift: 'quiz.actionDownloadGift',
  viewResults: 'quiz.actionViewResults',
  delete: 'quiz.actionDelete',
} as const;

const DEFAULTS: Partial<Record<QuizListScreen, ListQuery>> = {
  libraryList: listQuery({ filters: { [LIBRARY_TAB_FILTER]: 'textbooks' } }),
  customerList: listQuery({ filters: {} }),
};
const FILTER_NAMES: Partial<Record<QuizListScreen, readonly string[]>> = {
  libraryList: [LIBRARY_TAB_FILTER],
  customerList: [SHOW_EXPIRED_FILTER],
};

export interface QuizListViewProps {
  readonly screen: QuizListScreen;
  /** The share dialog loads everyone the quiz is shared with (the capability table's answer for the caller). */
  readonly loadsEverySharedUser: boolean;
}

export function QuizListView({ screen, loadsEverySharedUser }: QuizListViewProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const [, navigate] = useLocation();
  const config = QUIZ_LIST_CONFIGS[screen];
  const services = useMemo(
    () => createQuizListServices(http, notifications, { siteOrigin: window.location.origin }),
    [http, notifications],
  );
  const urlOptions = useMemo(
    () => ({ defaults: DEFAULTS[screen], filterNames: FILTER_NAMES[screen] ?? [] }),
    [screen],
  );
  const initialQuery = useQueryFromUrl(urlOptions);
  const list = useListActor(services.fetchPage(screen), { pageSize: PAGE_SIZE.default, initialQuery });
  useListInUrl(list, urlOptions);
  const query = useSelector(list, selectListQuery);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const reload = useCallback(() => list.send({ type: 'list.reload' }), [list]);
  const pending = usePendingIds('quiz');
  useReloadOnSettled('quiz', reload);
  const selection = useRowSelection<QuizListItem>(
    list,
    (quiz) => quiz.id,
    (quiz) => quiz.title,
    pending,
  );
  const columns = useMemo(() => config.columns(t), [config, t]);
  const caller = { roles: useSelector(useSessionActor(), selectRoles) };
  const createPath = createPathOf(config, caller);
  const sectionsTab = query.filters[LIBRARY_TAB_FILTER] === 'sections';

  const run = (quiz: QuizListItem, action: RowAction) => {
    if (action.kind === 'navigate') navigate(action.to);
    else if (action.kind === 'download') setDialog({ kind: 'download', quiz, format: action.format });
    else if (action.kind === 'downloadAny') setDialog({ kind: 'download', quiz, format: null });
    else setDialog({ kind: action.kind, quiz });
  };

  return (
    <section className="flex flex-col gap-4">
      {screen === 'libraryList' && <LibraryTabs list={list} />}
      <div className="flex flex-wrap items-end gap-3">
        <ListSearchField
          actorRef={list}
          label={t(config.searchKey as 'quiz.searchTemplate')}
          placeholder={t(config.searchKey as 'quiz.searchTemplate')}
          className="min-w-64 flex-1"
        />
        {screen === 'customerList' && <ShowExpiredToggle list={list} />}
        {screen === 'templateList' && <QtiUploadButton onUploaded={reload} />}
        {screen === 'libraryList' && sectionsTab && <RebuildLibraryButton onDone={reload} />}
        {createPath && (
          <Link
            href={createPath}
            className="inline-flex items-center rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
          >
            {t('quiz.createQuiz')}
          </Link>
        )}
      </div>
      <QuizBulkActions
        config={config}
        rows={selection.rows}
        download={services.savePackages}
        setDeadlines={services.setDeadlines}
        onClear={selection.clear}
        onChanged={reload}
      />
      <ListTable<QuizListItem>
        actorRef={list}
        hiddenRowKeys={pending}
        selection={selection.table}
        label={t(`quiz.tabs${TAB_SUFFIX[screen]}`)}
        columns={columns}
        rowKey={(quiz) => quiz.id}
        sortable={screen !== 'sharedByMeList'}
        deniedText={t('messages.noQuizAccess')}
        actionsHeader={t('quiz.columnActions')}
        disabledReason={(quiz) => (isProcessing(quiz) ? t('quiz.processing') : null)}
        rowActions={(quiz) => (
          <div className="flex items-center gap-1">
            {rowCapabilities(quiz).has('rebuild') && (
              <RebuildQuizAction quizId={quiz.id} title={quiz.title} onDone={reload} />
            )}
            <Menu
              label={t('quiz.actionMenu', { title: quiz.title })}
              trigger={<span aria-hidden="true">⋯</span>}
            >
              {rowActionsOf(config, quiz).map((action) => (
                <MenuItem key={action.key} onAction={() => run(quiz, action)}>
                  {t(ACTION_LABELS[action.key as keyof typeof ACTION_LABELS])}
                </MenuItem>
              ))}
            </Menu>
          </div>
        )}
      />
      {dialog?.kind === 'share' && config.share && (
        <ShareDialog
          services={services.share}
          title={dialog.quiz.title}
          input={{
            quizId: dialog.quiz.id,
            ...config.share,
            loadShared: loadsEverySharedUser,
            initialEmails: dialog.quiz.sharedList.map(({ user }) => user.email),
          }}
          onClose={(shared) => {
            setDialog(null);
            if (shared) reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteQuizDialog
          services={services.remove}
          input={{ kind: config.kind, quizId: dialog.quiz.id, title: dialog.quiz.title }}
          onClose={(deleted) => {
            setDialog(null);
            if (deleted) reload();
          }}
        />
      )}
      {dialog?.kind === 'download' && (
        <DownloadQuizDialog
          services={services.download}
          input={{
            kind: config.kind,
            quizId: dialog.quiz.id,
            title: dialog.quiz.title,
            format: dialog.format,
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

const TAB_SUFFIX = {
  templateList: 'Template',
  libraryList: 'Library',
  adminList: 'Admin',
  sharedList: 'Shared',
  customerList: 'Customer',
  myList: 'My',
  sharedByMeList: 'SharedByMe',
} as const satisfies Record<QuizListScreen, string>;
