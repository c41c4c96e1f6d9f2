/**
 * /classes/{id}: the class's title, dates and Published switch, Invite students and Share, and the tabs Students,
 * Playlists, Quizzes and Documents. The class is a record (ADR 191): one the caller may not see shows the not-found
 * screen (ADR 117), a failed read Try again.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  classPageMachine,
  selectClassRecord,
  selectIsChanging,
  type ClassPageData,
} from '../../machines/classes/classPageMachine';
import { createClassPageServices } from '../../machines/classes/classServices';
import { selectIsRecordBusy, selectRecord } from '../../machines/shared/recordMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { RecordScreen } from '../ui/RecordScreen';
import { ClassHeader } from './ClassHeader';
import { ClassPageDialogs, type OpenDialog } from './ClassPageDialogs';
import { ClassTabs } from './ClassTabs';

export function ClassPageView({ classId }: { readonly classId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(
    () =>
      classPageMachine.provide({
        actors: createClassPageServices(http),
        actions: { notify: (_, params) => notifications.send({ type: 'notify.show', ...params }) },
      }),
    [http, notifications],
  );
  const page = useActorRef(logic, { input: { classId }, ...useActorOptions() });
  const record = useSelector(page, selectClassRecord);
  const data = useSelector(record, selectRecord<ClassPageData>);
  // A removal, a publish or the read after one: the class's own controls wait.
  const changing = useSelector(page, selectIsChanging);
  const reading = useSelector(record, selectIsRecordBusy);
  const busy = changing || reading;
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const close = useCallback(
    (changed: boolean) => {
      setOpen(null);
      if (changed) page.send({ type: 'page.reload' });
    },
    [page],
  );
  const saved = useCallback(() => page.send({ type: 'page.reload' }), [page]);
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
          <ClassTabs page={page} classId={classId} data={loaded} busy={busy} onOpen={setOpen} />
          <ClassPageDialogs
            classId={classId}
            klass={loaded.klass}
            open={open}
            onClose={close}
            onSaved={saved}
          />
        </section>
      )}
    </RecordScreen>
  );
}
