/**
 * /classes: search by id or title, sortable columns, pages, the query in the URL; tabs tell own and professor
 * classes apart. Create and edit open the class form; Copy, the Published switch and Delete (with Undo) act on a
 * row when the row's actions (the class capability table) allow them.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ClassListItem } from '../../api/classes/classesContract';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import {
  selectClassActionBusy,
  selectIsPublishing,
  selectPublishAsk,
} from '../../machines/classes/classActionsMachine';
import {
  CLASS_KIND_FILTER,
  classPages,
  createClassActionServices,
} from '../../machines/classes/classServices';
import { createFeatureLocksServices } from '../../machines/classAccess/classAccessServices';
import { featureLocksMachine, selectFeatureLock } from '../../machines/classAccess/featureLocksMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { FeatureLockedNotice } from '../classAccess/FeatureLockedNotice';
import { TrialLocked } from '../quiz/TrialNotice';
import { useBulkDelete } from '../shared/list/useBulkDelete';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { Button } from '../ui/Button';
import { ListScreen } from '../ui/ListScreen';
import { ClassFormDialog } from './ClassFormDialog';
import { ClassKindTabs } from './ClassKindTabs';
import { ClassPublishDialog } from './ClassPublishDialog';
import { ClassRowActions } from './ClassRowActions';
import { useClassActionsActor } from './useClassActionsActor';
import { useClassListColumns } from './useClassListColumns';

const URL_OPTIONS = { filterNames: [CLASS_KIND_FILTER] } as const;
const CLASS_TARGET = { kind: 'class' } as const;

export function ClassListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const [, navigate] = useLocation();
  const list = useUrlListActor(classPages(http), 20, URL_OPTIONS);
  const [editing, setEditing] = useState<number | null | 'none'>('none');
  const notify = useCallback(
    (kind: 'success' | 'error' | 'info', message: string) =>
      notifications.send({ type: 'notify.show', kind, message }),
    [notifications],
  );
  const services = useMemo(() => createClassActionServices(http), [http]);
  const actions = useClassActionsActor(list, services, notify);
  const acting = useSelector(actions, selectClassActionBusy);
  const publishAsk = useSelector(actions, selectPublishAsk);
  const publishing = useSelector(actions, selectIsPublishing);
  const columns = useClassListColumns(actions, acting);
  // What the institution's grants lock (ADR 345): Create waits, said calmly; the server refuses the same way.
  const lock = useSelector(
    useActorRef(featureLocksMachine.provide({ actors: createFeatureLocksServices(http) }), useActorOptions()),
    selectFeatureLock('classes'),
  );
  // A class goes through the bulk outbox at once: hidden, its notice with what goes with it and Undo (ADR 266).
  const { remover } = useUndoableListDelete(
    list,
    CLASS_TARGET,
    CLASS_MESSAGES.deleted,
    services.deleteTarget,
    // SPEC has no words for a refused class delete: the notice names the class.
    null,
  );
  const bulk = useBulkDelete<ClassListItem>(
    list,
    { kind: 'class' },
    (row) => row.title,
    (row) => row.actions.includes('delete'),
  );
  const closeForm = useCallback(() => setEditing('none'), []);
  const saved = useCallback(
    (klass: { id: number }) => {
      if (editing === null) navigate(`/classes/${klass.id}`);
      else list.send({ type: 'list.reload' });
    },
    [editing, navigate, list],
  );

  return (
    <ListScreen<ClassListItem>
      list={list}
      remover={remover}
      title={t('classes.title')}
      actions={
        lock ? (
          <TrialLocked message={t('classAccess.lockedCreate')}>
            <Button disabled aria-describedby="classes-locked">
              {t('classes.create')}
            </Button>
          </TrialLocked>
        ) : (
          <Button onClick={() => setEditing(null)}>{t('classes.create')}</Button>
        )
      }
      beforeTable={
        <>
          {lock && <FeatureLockedNotice id="classes-locked" lock={lock} />}
          {bulk.bar}
        </>
      }
      beforeSearch={<ClassKindTabs list={list} />}
      searchLabel={t('classes.search')}
      {...bulk.table}
      emptyText={CLASS_MESSAGES.emptyList}
      rowKey={(row) => row.id}
      columns={columns}
      actionsHeader={t('classes.colActions')}
      rowActions={(row) => (
        <ClassRowActions row={row} actions={actions} acting={acting} remover={remover} onEdit={setEditing} />
      )}
      afterTable={
        <>
          {editing !== 'none' ? (
            <ClassFormDialog classId={editing} onClose={closeForm} onSaved={saved} />
          ) : null}
          <ClassPublishDialog
            ask={publishAsk}
            busy={publishing}
            onConfirm={() => actions.send({ type: 'publish.confirm' })}
            onCancel={() => actions.send({ type: 'publish.cancel' })}
          />
        </>
      }
      deleteTexts={{
        title: t('classes.deleteTitle'),
        text: (title) => t('classes.deleteText', { title }),
        cancel: t('classes.cancel'),
        confirm: t('classes.delete'),
      }}
    />
  );
}
