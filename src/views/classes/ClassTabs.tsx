/** The class page's tabs: Students, Playlists, Quizzes (with Student links) and Documents, each with its count. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Class, ClassPlaylist, ClassQuiz } from '../../api/classes/classesContract';
import type { ClassPageActorRef, ClassPageData } from '../../machines/classes/classPageMachine';
import { useSearch } from 'wouter';
import { newQuizInClassPath } from '../../domain/quiz/quizNavigation';
import { ButtonLink } from '../ui/ButtonLink';
import { useFormat } from '../shared/useFormat';
import { ClassDocumentsTab } from './ClassDocumentsTab';
import { ClassLinkTab } from './ClassLinkTab';
import { ClassStudentsTable } from './ClassStudentsTable';
import type { OpenDialog } from './ClassPageDialogs';

type Tab = 'students' | 'playlists' | 'quizzes' | 'documents';
const TABS = [
  { id: 'students', labelKey: 'classes.tabStudents' },
  { id: 'playlists', labelKey: 'classes.tabPlaylists' },
  { id: 'quizzes', labelKey: 'classes.tabQuizzes' },
  { id: 'documents', labelKey: 'classes.tabDocuments' },
] as const satisfies readonly { id: Tab; labelKey: string }[];

export interface ClassTabsProps {
  readonly page: ClassPageActorRef;
  readonly classId: number;
  readonly data: ClassPageData;
  readonly busy: boolean;
  readonly onOpen: (dialog: OpenDialog) => void;
}

function countOf(tab: Tab, data: ClassPageData): ReactNode {
  const n =
    tab === 'students'
      ? data.klass.students.length
      : tab === 'quizzes'
        ? data.quizzes.length
        : tab === 'playlists'
          ? data.playlists.length
          : data.klass.documentsCount;
  return <span className="text-slate-500">({n})</span>;
}

/** A class's date for a quiz, or a dash for none (SPEC section 4). */
function ClassDate({ value }: { value: string | null }) {
  const format = useFormat();
  return <span className="whitespace-nowrap">{value ? format.dayTime(value) : '—'}</span>;
}

export function ClassTabs({ page, classId, data, busy, onOpen }: ClassTabsProps) {
  const { t } = useTranslation();
  const search = useSearch();
  // A quiz made from this tab returns to it (ADR 218).
  const [tab, setTab] = useState<Tab>(() =>
    new URLSearchParams(search).get('tab') === 'quizzes' ? 'quizzes' : 'students',
  );
  const { klass } = data;
  const can = (action: Class['actions'][number]) => klass.actions.includes(action);
  return (
    <>
      {/* On a phone the four tabs take two lines rather than hide the last one past the edge. */}
      <div
        role="tablist"
        aria-label={t('classes.pageTabs')}
        className="tab-strip border-b border-slate-200 max-sm:flex-wrap"
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
                ? 'tab border-sky-700 font-semibold text-sky-800'
                : 'tab text-slate-700 hover:text-slate-900'
            }
          >
            {t(item.labelKey)} {countOf(item.id, data)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`class-panel-${tab}`} aria-labelledby={`class-tab-${tab}`}>
        {tab === 'students' ? (
          <ClassStudentsTable page={page} klass={klass} canRemove={can('edit')} busy={busy} />
        ) : null}
        {tab === 'quizzes' ? (
          <ClassLinkTab<ClassQuiz>
            label={t('classes.tabQuizzes')}
            rows={data.quizzes}
            addLabel={t('classes.addQuizzes')}
            countHeader={t('classes.questions')}
            count={(row) => row.countOfQuestions}
            canManage={can('manageContent')}
            busy={busy}
            onAdd={() => onOpen({ kind: 'picker', target: 'quiz' })}
            onRemove={(row) => page.send({ type: 'quiz.remove', quiz: row })}
            toolbarExtra={<ButtonLink href={newQuizInClassPath(classId)}>{t('classes.newQuiz')}</ButtonLink>}
            extraColumns={[
              {
                key: 'opens',
                header: t('classes.colOpens'),
                render: (row) => <ClassDate value={row.opensAt} />,
              },
              {
                key: 'deadline',
                header: t('classes.colDeadline'),
                render: (row) => <ClassDate value={row.endDate} />,
              },
            ]}
            extraActions={(row) =>
              row.takenByStudents
                ? [
                    {
                      key: 'links',
                      label: t('classes.links'),
                      onAction: () => onOpen({ kind: 'links', quiz: row }),
                    },
                    ...(can('manageContent')
                      ? [
                          {
                            key: 'dates',
                            label: t('classes.dates'),
                            onAction: () => onOpen({ kind: 'dates', quiz: row }),
                          },
                        ]
                      : []),
                  ]
                : []
            }
          />
        ) : null}
        {tab === 'playlists' ? (
          <ClassLinkTab<ClassPlaylist>
            label={t('classes.tabPlaylists')}
            rows={data.playlists}
            addLabel={t('classes.addPlaylists')}
            countHeader={t('classes.articles')}
            count={(row) => row.countOfArticles}
            canManage={can('manageContent')}
            busy={busy}
            onAdd={() => onOpen({ kind: 'picker', target: 'playlist' })}
            onRemove={(row) => page.send({ type: 'playlist.remove', playlist: row })}
            extraActions={(row) => [
              {
                key: 'resources',
                label: t('classes.playlistResources'),
                onAction: () => onOpen({ kind: 'resources', playlist: row }),
              },
            ]}
          />
        ) : null}
        {tab === 'documents' ? (
          <ClassDocumentsTab classId={classId} canManage={can('manageContent')} />
        ) : null}
      </div>
    </>
  );
}
