/**
 * /classes/{id}: the class's title, dates and Published switch, Invite students and Share, and the tabs Students,
 * Playlists, Quizzes and Documents. The class is a record (ADR 191): one the caller may not see shows the not-found
 * screen (ADR 117), a failed read Try again. A quiz or playlist removed leaves its tab at once while its notice offers
 * Undo (ADR 290); the class is read again once the removal is sent or undone. A quiz just made for the class
 * (`?links={quizId}`) opens with its Student links, the links being what the quiz was made to hand out (ADR 360).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { linksQuizIdOf } from '../../domain/quiz/quizNavigation';
import {
  classPageMachine,
  selectClassRecord,
  selectIsChanging,
  withoutPending,
  type ClassPageData,
} from '../../machines/classes/classPageMachine';
import { createClassPageServices } from '../../machines/classes/classServices';
import { selectIsRecordBusy, selectRecord } from '../../machines/shared/recordMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useBulkOutbox, usePendingIds, useReloadOnSettled } from '../shared/list/BulkOutboxScope';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { RecordScreen } from '../ui/RecordScreen';
import { ClassHeader } from './ClassHeader';
import { ClassPageDialogs, type OpenDialog } from './ClassPageDialogs';
import { ClassTabs } from './ClassTabs';

/** The Student links the address asks for, once that quiz is listed in the class and taken by its students. */
function askedLinks(data: ClassPageData, quizId: number | null): OpenDialog | null {
  const quiz = data.quizzes.find((row) => row.id === quizId && row.takenByStudents);
  return quiz ? { kind: 'links', quiz } : null;
}

export function ClassPageView({ classId }: { readonly classId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const outbox = useBulkOutbox();
  if (!outbox) throw new Error('The class page is shown inside the signed-in shell, with its bulk outbox');
  const logic = useMemo(
    () =>
      classPageMachine.provide({
        actors: createClassPageServices(http, outbox),
        actions: { notify: (_, params) => notifications.send({ type: 'notify.show', ...params }) },
      }),
    [http, notifications, outbox],
  );
  const page = useActorRef(logic, { input: { classId }, ...useActorOptions() });
  const pendingQuizzes = usePendingIds('classQuiz', classId);
  const pendingPlaylists = usePendingIds('classPlaylist', classId);
  const pendingStudents = usePendingIds('classStudent', classId);
  const reload = useCallback(() => page.send({ type: 'page.reload' }), [page]);
  useReloadOnSettled('classQuiz', reload);
  useReloadOnSettled('classPlaylist', reload);
  useReloadOnSettled('classStudent', reload);
  const record = useSelector(page, selectClassRecord);
  const data = useSelector(record, selectRecord<ClassPageData>);
  // A removal, a publish or the read after one: the class's own controls wait.
  const changing = useSelector(page, selectIsChanging);
  const reading = useSelector(record, selectIsRecordBusy);
  const busy = changing || reading;
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const linksAsked = linksQuizIdOf(useSearch());
  const [, navigate] = useLocation();
  const close = useCallback(
    (changed: boolean) => {
      setOpen(null);
      // Links asked by the address are not asked again once closed (nor on a reload).
      if (linksAsked !== null) navigate(`/classes/${classId}?tab=quizzes`, { replace: true });
      if (changed) page.send({ type: 'page.reload' });
    },
    [page, linksAsked, navigate, classId],
  );
  useDocumentTitle(data?.klass.title ?? t('classes.title'));

  return (
    <RecordScreen<ClassPageData>
      record={record}
      failedText={t('classes.loadFailed')}
      notFoundTitle={t('classes.notFoundTitle')}
      notFoundText={t('classes.notFoundText')}
      notFoundAction={
        <Link href="/classes" className="text-sky-800 underline">
          {t('classes.back')}
        </Link>
      }
    >
      {(loaded) => (
        <section className="flex flex-col gap-4">
          <ClassHeader page={page} klass={loaded.klass} busy={busy} onOpen={setOpen} />
          <ClassTabs
            page={page}
            classId={classId}
            data={withoutPending(loaded, pendingQuizzes, pendingPlaylists, pendingStudents)}
            busy={busy}
            onOpen={setOpen}
          />
          <ClassPageDialogs
            classId={classId}
            klass={loaded.klass}
            open={open ?? askedLinks(loaded, linksAsked)}
            onClose={close}
            onSaved={reload}
          />
        </section>
      )}
    </RecordScreen>
  );
}
