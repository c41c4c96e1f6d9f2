/**
 * The viewer's actions (issue 34): Edit, Results, Share, Add to class, Download and Copy, each shown only when the
 * quiz's capability table allows it for this caller (the actions the server answered with the quiz, as the lists'
 * rows offer them), and Preview as a student for whoever may view the quiz (ADR 264). Share, Add to class and
 * Download open the lists' own dialogs.
 */
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { QuizListItem } from '../../../domain/quiz/quiz';
import { listScreenOf, viewerTargets, type QuizContext } from '../../../domain/quiz/quizArea';
import { loadsEverySharedUser } from '../../../domain/quiz/quizCapabilities';
import { createQuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { selectRoles } from '../../../machines/session/sessionMachine';
import { useHttp, useNotificationsActor, useSessionActor } from '../../AppContext';
import { QuizRowDialog, type OpenDialog } from '../lists/QuizRowDialog';
import { QUIZ_LIST_CONFIGS } from '../lists/quizListConfigs';
import { ROW_SLOTS, rowActionsOf, type RowAction, type RowSlot } from '../lists/quizRowActions';

const LABELS: Readonly<Record<string, string>> = {
  edit: 'quiz.actionEdit',
  viewResults: 'quiz.actionViewResults',
  share: 'quiz.actionShare',
  addToClass: 'bulk.addToClass',
  download: 'quiz.actionDownload',
  copy: 'quiz.actionCopy',
};

/** The viewer's actions in the order they show; the quiz's actions decide which of them do. */
function viewerSlots(context: QuizContext, roles: readonly string[]): RowSlot[] {
  const targets = viewerTargets(roles, context);
  return [
    ROW_SLOTS.nav('edit', targets.edit),
    ROW_SLOTS.results(targets.results),
    ROW_SLOTS.share,
    ROW_SLOTS.addToClass,
    ROW_SLOTS.downloadAny,
    ROW_SLOTS.nav('copy', targets.copy),
  ];
}

const ACTION_CLASS =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';

export interface ViewerActionsProps {
  readonly row: QuizListItem;
  readonly context: QuizContext;
  readonly previewHref: string;
  /** A share or an addition to a class changed the quiz: read it again. */
  readonly onChanged: () => void;
}

export function ViewerActions({ row, context, previewHref, onChanged }: ViewerActionsProps) {
  const { t } = useTranslation();
  const roles = useSelector(useSessionActor(), selectRoles);
  const http = useHttp();
  const notifications = useNotificationsActor();
  const services = useMemo(
    () => createQuizListServices(http, notifications, { siteOrigin: window.location.origin }),
    [http, notifications],
  );
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const config = QUIZ_LIST_CONFIGS[listScreenOf(context)];
  const actions = rowActionsOf({ actions: viewerSlots(context, roles) }, row);
  const open = (action: RowAction) => {
    if (action.kind === 'downloadAny') setDialog({ kind: 'download', quiz: row, format: null });
    else if (action.kind === 'download') setDialog({ kind: 'download', quiz: row, format: action.format });
    else if (action.kind !== 'navigate') setDialog({ kind: action.kind, quiz: row });
  };
  const canPreview = row.actions.includes('view');
  if (actions.length === 0 && !canPreview) return null;
  return (
    <>
      <div role="group" aria-label={t('delivery.viewerActions')} className="flex flex-wrap gap-2">
        {actions.map((action) =>
          action.kind === 'navigate' ? (
            <Link key={action.key} href={action.to} className={ACTION_CLASS}>
              {t(LABELS[action.key] as 'quiz.actionEdit')}
            </Link>
          ) : (
            <button key={action.key} type="button" className={ACTION_CLASS} onClick={() => open(action)}>
              {t(LABELS[action.key] as 'quiz.actionEdit')}
            </button>
          ),
        )}
        {canPreview && (
          <Link
            href={previewHref}
            className="inline-flex items-center rounded-md bg-sky-700 px-3 py-2 text-sm font-semibold text-white hover:bg-sky-800"
          >
            {t('delivery.previewAsStudent')}
          </Link>
        )}
      </div>
      {dialog && config && (
        <QuizRowDialog
          dialog={dialog}
          config={config}
          services={services}
          loadsEverySharedUser={loadsEverySharedUser({ roles })}
          onClose={() => setDialog(null)}
          reload={onChanged}
        />
      )}
    </>
  );
}
