/**
 * One quiz list screen (SPEC section 2): a list actor whose query lives in the URL, the header controls of the
 * list (search, library tabs, Show Expired Quizzes, Upload QTI, rebuild, Create a New Quiz), the table with its
 * row actions, and the share, delete and download dialogs.
 */
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { QuizListItem } from '../../../domain/quiz/quiz';
import type { QuizListScreen } from '../../../domain/quiz/quizArea';
import { selectRoles } from '../../../machines/session/sessionMachine';
import { useSessionActor } from '../../AppContext';
import { FeatureLockedNotice } from '../../classAccess/FeatureLockedNotice';
import { lockOf, useFeatureLocks } from '../../classAccess/useFeatureLocks';
import { ListTable } from '../../shared/list/ListTable';
import { createPathOf, QUIZ_LIST_CONFIGS } from './quizListConfigs';
import { isProcessing, type RowAction } from './quizRowActions';
import { QuizBulkActions } from './QuizBulkActions';
import { QuizListHeader } from './QuizListHeader';
import { QuizRowDialog, type OpenDialog } from './QuizRowDialog';
import { QuizRowMenu } from './QuizRowMenu';
import { useQuizList } from './useQuizList';

const TAB_SUFFIX = {
  templateList: 'Template',
  libraryList: 'Library',
  adminList: 'Admin',
  sharedList: 'Shared',
  customerList: 'Customer',
  myList: 'My',
  sharedByMeList: 'SharedByMe',
} as const satisfies Record<QuizListScreen, string>;

export interface QuizListViewProps {
  readonly screen: QuizListScreen;
  /** The share dialog loads everyone the quiz is shared with (the capability table's answer for the caller). */
  readonly loadsEverySharedUser: boolean;
}

export function QuizListView({ screen, loadsEverySharedUser }: QuizListViewProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const config = QUIZ_LIST_CONFIGS[screen];
  const { services, list, query, reload, pending, selection } = useQuizList(screen);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const columns = useMemo(() => config.columns(t), [config, t]);
  const caller = { roles: useSelector(useSessionActor(), selectRoles) };
  // What the institution's grants lock (ADR 355): said calmly; Create, Copy and the downloads wait.
  const locks = useFeatureLocks();
  const quizLock = lockOf(locks, 'quizzes');

  const run = (quiz: QuizListItem, action: RowAction) => {
    if (action.kind === 'navigate') navigate(action.to);
    else if (action.kind === 'download') setDialog({ kind: 'download', quiz, format: action.format });
    else if (action.kind === 'downloadAny') setDialog({ kind: 'download', quiz, format: null });
    else setDialog({ kind: action.kind, quiz });
  };

  return (
    <section className="flex flex-col gap-4">
      {locks.map((lock) =>
        lock.feature === 'quizzes' || lock.feature === 'exports' ? (
          <FeatureLockedNotice key={lock.feature} lock={lock} />
        ) : null,
      )}
      <QuizListHeader
        config={config}
        list={list}
        query={query}
        createPath={createPathOf(config, caller)}
        reload={reload}
        locked={quizLock}
      />
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
          <QuizRowMenu config={config} quiz={quiz} onAction={run} onRebuilt={reload} locks={locks} />
        )}
      />
      {dialog && (
        <QuizRowDialog
          dialog={dialog}
          config={config}
          services={services}
          loadsEverySharedUser={loadsEverySharedUser}
          onClose={() => setDialog(null)}
          reload={reload}
        />
      )}
    </section>
  );
}
