/**
 * /classes/{id}: the class's title, dates and Published switch, Invite students and Share, and the tabs Students,
 * Playlists, Quizzes and Documents. A class the caller may not see shows the not-found screen (ADR 117).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Class, ClassPlaylist, ClassQuiz } from '../../api/classes/classesContract';
import { CLASS_MESSAGES, classDatesText } from '../../domain/classes/classes';
import {
  classPageMachine,
  selectClassData,
  selectIsPageBusy,
  selectPageError,
  selectPageStatus,
} from '../../machines/classes/classPageMachine';
import { createClassPageServices } from '../../machines/classes/classServices';
import type { PickerTarget } from '../../machines/classes/classPickerMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { DataTable } from '../ui/DataTable';
import { Spinner } from '../ui/Spinner';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { ClassDocumentsTab } from './ClassDocumentsTab';
import { ClassEmailsDialog } from './ClassEmailsDialog';
import { ClassFormDialog } from './ClassFormDialog';
import { ClassPickerDialog } from './ClassPickerDialog';
import { StudentLinksDialog } from './StudentLinksDialog';
import { Icon } from '../ui/icons';

type Tab = 'students' | 'playlists' | 'quizzes' | 'documents';
const TABS = [
  { id: 'students', labelKey: 'classes.tabStudents' },
  { id: 'playlists', labelKey: 'classes.tabPlaylists' },
  { id: 'quizzes', labelKey: 'classes.tabQuizzes' },
  { id: 'documents', labelKey: 'classes.tabDocuments' },
] as const satisfies readonly { id: Tab; labelKey: string }[];

type Open =
  | { kind: 'edit' }
  | { kind: 'emails'; mode: 'invite' | 'share' }
  | { kind: 'picker'; target: PickerTarget }
  | { kind: 'links'; quiz: ClassQuiz };

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
  const status = useSelector(page, selectPageStatus);
  const data = useSelector(page, selectClassData);
  const busy = useSelector(page, selectIsPageBusy);
  const error = useSelector(page, selectPageError);
  const [tab, setTab] = useState<Tab>('students');
  const [open, setOpen] = useState<Open | null>(null);
  const close = useCallback(
    (changed: boolean) => {
      setOpen(null);
      if (changed) page.send({ type: 'page.reload' });
    },
    [page],
  );
  const closeForm = useCallback(() => setOpen(null), []);
  const saved = useCallback(() => page.send({ type: 'page.reload' }), [page]);
  useDocumentTitle(data?.klass.title ?? t('classes.title'));

  if (status === 'notFound')
    return (
      <section className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('classes.notFoundTitle')}</h1>
        <p>{t('classes.notFoundText')}</p>
        <Link href="/classes" className="text-sky-800 underline">
          {t('classes.back')}
        </Link>
      </section>
    );
  if (status === 'failed')
    return (
      <section className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('classes.loadFailed')}</h1>
        <p role="alert">{error}</p>
        <Button onClick={() => page.send({ type: 'page.reload' })}>{t('classes.retry')}</Button>
      </section>
    );
  if (!data) return <Spinner />;
  const { klass } = data;
  const can = (action: Class['actions'][number]) => klass.actions.includes(action);

  return (
    <section className="flex flex-col gap-4">
      <Link
        href="/classes"
        className="inline-flex items-center gap-1 self-start text-sm text-sky-800 underline"
      >
        <Icon name="arrowLeft" className="size-4" />
        {t('classes.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{klass.title}</h1>
          <p className="text-sm text-slate-700">
            {[klass.institution, classDatesText(klass)].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-slate-700">
            {klass.sharedWith.length > 0
              ? t('classes.sharedWith', {
                  names: klass.sharedWith.map((u) => `${u.firstName} ${u.lastName}`).join(', '),
                })
              : t('classes.notShared')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CheckboxField
            label={t('classes.published')}
            checked={klass.published}
            disabled={!can('edit') || busy}
            onChange={(event) => page.send({ type: 'publish.set', published: event.target.checked })}
          />
          {can('edit') ? (
            <>
              <Button variant="secondary" onClick={() => setOpen({ kind: 'edit' })}>
                {t('classes.edit')}
              </Button>
              <Button variant="secondary" onClick={() => setOpen({ kind: 'emails', mode: 'invite' })}>
                {t('classes.invite')}
              </Button>
            </>
          ) : null}
          {can('share') ? (
            <Button variant="secondary" onClick={() => setOpen({ kind: 'emails', mode: 'share' })}>
              {t('classes.share')}
            </Button>
          ) : null}
        </div>
      </div>
      {klass.description ? <p className="max-w-3xl text-slate-800">{klass.description}</p> : null}
      <div
        role="tablist"
        aria-label={t('classes.pageTabs')}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`class-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`class-panel-${item.id}`}
            onClick={() => setTab(item.id)}
            className={
              tab === item.id
                ? '-mb-px border-b-2 border-sky-700 px-4 py-2 text-sm font-semibold text-sky-800'
                : 'px-4 py-2 text-sm text-slate-700 hover:text-slate-900'
            }
          >
            {t(item.labelKey)} {countOf(item.id, data, klass)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`class-panel-${tab}`} aria-labelledby={`class-tab-${tab}`}>
        {tab === 'students' ? (
          <DataTable
            label={t('classes.tabStudents')}
            rows={klass.students}
            rowKey={(row) => row.id}
            emptyText={CLASS_MESSAGES.emptyList}
            columns={[
              { key: 'email', header: t('classes.studentEmail'), render: (row) => row.email },
              { key: 'name', header: t('classes.studentName'), render: (row) => row.name ?? '—' },
              {
                key: 'status',
                header: t('classes.studentStatus'),
                render: (row) =>
                  row.status === 'joined' ? t('classes.statusJoined') : t('classes.statusInvited'),
              },
            ]}
          />
        ) : null}
        {tab === 'quizzes' ? (
          <LinkTab<ClassQuiz>
            label={t('classes.tabQuizzes')}
            rows={data.quizzes}
            addLabel={t('classes.addQuizzes')}
            countHeader={t('classes.questions')}
            count={(row) => row.countOfQuestions}
            canManage={can('manageContent')}
            busy={busy}
            onAdd={() => setOpen({ kind: 'picker', target: 'quiz' })}
            onRemove={(row) => page.send({ type: 'quiz.remove', quizId: row.id })}
            rowExtra={(row) =>
              row.takenByStudents ? (
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  aria-label={t('classes.linksOne', { title: row.title })}
                  onClick={() => setOpen({ kind: 'links', quiz: row })}
                >
                  {t('classes.links')}
                </Button>
              ) : null
            }
          />
        ) : null}
        {tab === 'playlists' ? (
          <LinkTab<ClassPlaylist>
            label={t('classes.tabPlaylists')}
            rows={data.playlists}
            addLabel={t('classes.addPlaylists')}
            countHeader={t('classes.articles')}
            count={(row) => row.countOfArticles}
            canManage={can('manageContent')}
            busy={busy}
            onAdd={() => setOpen({ kind: 'picker', target: 'playlist' })}
            onRemove={(row) => page.send({ type: 'playlist.remove', playlistId: row.id })}
          />
        ) : null}
        {tab === 'documents' ? (
          <ClassDocumentsTab classId={classId} canManage={can('manageContent')} />
        ) : null}
      </div>
      {open?.kind === 'edit' ? (
        <ClassFormDialog classId={classId} onClose={closeForm} onSaved={saved} />
      ) : null}
      {open?.kind === 'emails' ? (
        <ClassEmailsDialog
          classId={classId}
          mode={open.mode}
          initialEmails={open.mode === 'share' ? klass.sharedWith.map((u) => u.email) : []}
          version={open.mode === 'share' ? klass.sharesVersion : null}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'picker' ? (
        <ClassPickerDialog classId={classId} target={open.target} onClose={close} />
      ) : null}
      {open?.kind === 'links' ? (
        <StudentLinksDialog classId={classId} quiz={open.quiz} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}

function countOf(
  tab: Tab,
  data: { quizzes: readonly unknown[]; playlists: readonly unknown[] },
  klass: Class,
): ReactNode {
  const n =
    tab === 'students'
      ? klass.students.length
      : tab === 'quizzes'
        ? data.quizzes.length
        : tab === 'playlists'
          ? data.playlists.length
          : klass.documentsCount;
  return <span className="text-slate-500">({n})</span>;
}

interface LinkTabProps<T extends { id: number; title: string }> {
  readonly label: string;
  readonly rows: readonly T[];
  readonly addLabel: string;
  readonly countHeader: string;
  readonly count: (row: T) => number;
  readonly canManage: boolean;
  readonly busy: boolean;
  readonly onAdd: () => void;
  readonly onRemove: (row: T) => void;
  /** Another action of each row, shown to whoever sees the class. */
  readonly rowExtra?: (row: T) => ReactNode;
}

function LinkTab<T extends { id: number; title: string }>(props: LinkTabProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {props.canManage ? (
        <div>
          <Button onClick={props.onAdd}>{props.addLabel}</Button>
        </div>
      ) : null}
      <DataTable<T>
        label={props.label}
        rows={props.rows}
        rowKey={(row) => row.id}
        emptyText={CLASS_MESSAGES.emptyList}
        columns={[
          { key: 'title', header: t('classes.colTitle'), render: (row) => row.title },
          { key: 'count', header: props.countHeader, render: props.count },
        ]}
        actionsHeader={t('classes.colActions')}
        rowActions={(row) => (
          <div className="flex flex-wrap gap-2">
            {props.rowExtra?.(row)}
            {props.canManage ? (
              <Button
                variant="ghost"
                className="px-3 py-1 text-red-800"
                disabled={props.busy}
                aria-label={t('classes.removeOne', { title: row.title })}
                onClick={() => props.onRemove(row)}
              >
                {t('classes.remove')}
              </Button>
            ) : null}
          </div>
        )}
      />
    </div>
  );
}
