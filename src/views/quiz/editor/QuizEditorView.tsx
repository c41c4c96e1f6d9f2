/**
 * Create, copy and edit a quiz in every context. The screen renders the editor machine's document and sends
 * events; undo/redo, drafts, validation and saving are the machine's.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import {
  QUIZ_CONTEXTS,
  quizPaths,
  type QuizContext,
  type QuizEditorMode,
} from '../../../domain/quiz/quizArea';
import { canPreviewQuiz } from '../../../domain/quiz/quizCapabilities';
import { editorRouteOf } from '../../../domain/quiz/editor/quizEditorRoute';
import {
  selectConflict,
  selectConflictDecidable,
  selectDestination,
  sameDraftOffer,
  selectDraftOffer,
  selectIsDirty,
  selectIsLoading,
  selectLoadFailed,
  quizEditorMachine,
  type QuizEditorActorRef,
} from '../../../machines/quiz/editor/quizEditorMachine';
import { createQuizEditorServices } from '../../../machines/quiz/editor/quizEditorServices';
import { selectRoles, selectUser } from '../../../machines/session/sessionMachine';
import { useActorOptions, useClock, useHttp, useNotificationsActor, useSessionActor } from '../../AppContext';
import { Spinner } from '../../ui/Spinner';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import type { QuizScreenProps } from '../quizScreens';
import { ConflictDialog, DraftDialog } from './EditorPrompts';
import { focusFirstField } from './focusFirstField';
import { QuizEditorForm } from './QuizEditorForm';

function randomPrefix(): string {
  return `n${Math.random().toString(36).slice(2, 8)}`;
}

export default function QuizEditorView({ context, params }: QuizScreenProps) {
  const http = useHttp();
  const notifications = useNotificationsActor();
  const { t } = useTranslation();
  const route = editorRouteOf(context, params, useSearch());
  const user = useSelector(useSessionActor(), selectUser);
  const roles = user?.roles;
  // Loads and saves ask the quiz capability table for this caller (ADR 114).
  const logic = useMemo(() => {
    const services = createQuizEditorServices(
      http,
      notifications,
      window.localStorage,
      roles ? { roles } : undefined,
    );
    return quizEditorMachine.provide({
      ...services,
      actions: {
        ...services.actions,
        // After the marks are drawn: the messages exist when the focused field reads them out.
        focusFirstInvalid: (_, { fields }) => requestAnimationFrame(() => focusFirstField(fields)),
        notifySaved: () =>
          notifications.send({ type: 'notify.show', kind: 'success', message: t('autosave.quizSaved') }),
      },
    });
  }, [http, notifications, roles, t]);
  const editor = useActorRef(logic, {
    input: {
      ...route,
      idPrefix: randomPrefix(),
      callerSubscriptionEndsAt: user?.subscriptionEndsAt ?? null,
      clock: useClock(),
    },
    ...useActorOptions(),
  });
  // The way back from a quiz that could not be opened: the list of the address's context, else My Quizzes.
  const listPath = quizPaths.list(
    (QUIZ_CONTEXTS as readonly string[]).includes(context) ? (context as QuizContext) : 'my-quiz',
  );
  return <EditorScreen editor={editor} mode={route.mode} listPath={listPath} />;
}

function EditorScreen({
  editor,
  mode,
  listPath,
}: {
  editor: QuizEditorActorRef;
  mode: QuizEditorMode;
  listPath: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const loading = useSelector(editor, selectIsLoading);
  const failed = useSelector(editor, selectLoadFailed);
  const dirty = useSelector(editor, selectIsDirty);
  const draftOffer = useSelector(editor, selectDraftOffer, sameDraftOffer);
  const conflict = useSelector(editor, selectConflict);
  const conflictDecidable = useSelector(editor, selectConflictDecidable);
  const destination = useSelector(editor, selectDestination);
  const canPreview = useSelector(useSessionActor(), (s) => canPreviewQuiz({ roles: selectRoles(s) }));

  useUnsavedChanges('quiz-editor', dirty);
  useEffect(() => {
    if (destination) navigate(destination);
  }, [destination, navigate]);

  // SPEC's 'Error' stays; the sentence under it says what could not be opened and the link leads back (issue 34).
  if (failed) {
    return (
      <section className="flex flex-col gap-3 p-6">
        <h1 className="text-2xl font-bold text-red-700">{t('editor.error')}</h1>
        <p role="alert" className="rounded-md border border-slate-200 bg-white px-4 py-3 text-slate-800">
          {t('editor.quizNotFoundText')}
        </p>
        <Link href={listPath} className="self-start text-sky-800 underline">
          {t('editor.backToQuizzes')}
        </Link>
      </section>
    );
  }
  if (loading) return <Spinner label={t('editor.loading')} className="m-6 size-8" />;
  return (
    <>
      <QuizEditorForm editor={editor} mode={mode} canPreview={canPreview} />
      <DraftDialog
        offer={draftOffer}
        onRestore={() => editor.send({ type: 'draft.restore' })}
        onDiscard={() => editor.send({ type: 'draft.discard' })}
      />
      <ConflictDialog
        conflict={conflict}
        decidable={conflictDecidable}
        onReloadTheirs={() => editor.send({ type: 'conflict.reloadTheirs' })}
        onKeepMine={() => editor.send({ type: 'conflict.keepMine' })}
      />
    </>
  );
}
