/**
 * Who may edit the collection besides the administrators (ADR 316): its editors with Remove in each row's menu, and
 * Add editor, which opens the search of the publishing desk's accounts. Its own machine beside the form; each change
 * goes through ADR 265's route.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_MESSAGES, EDITOR_CANDIDATE_PAGE_SIZE } from '../../domain/methodsCollections/collections';
import { listQuery } from '../../domain/shared/listQuery';
import {
  collectionEditorsMachine,
  selectCandidatesOpen,
  selectEditors,
  selectEditorsBusy,
  selectEditorsLoadFailed,
} from '../../machines/methodsCollections/collectionEditorsMachine';
import {
  candidatePages,
  createCollectionEditorsServices,
} from '../../machines/methodsCollections/collectionServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useListActor } from '../shared/list/useListScreen';
import { useFormat } from '../shared/useFormat';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { RowActions } from '../ui/RowActions';
import { Section } from '../ui/Section';
import { EditorCandidatesDialog } from './EditorCandidatesDialog';

export function CollectionEditorsPanel({ collectionId }: { readonly collectionId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const candidates = useListActor(candidatePages(http, collectionId), {
    pageSize: EDITOR_CANDIDATE_PAGE_SIZE,
    initialQuery: listQuery(),
    debounceMs: 300,
  });
  const logic = useMemo(() => {
    const notify = (kind: 'success' | 'error', message: string) =>
      notifications.send({ type: 'notify.show', kind, message });
    return collectionEditorsMachine.provide({
      actors: createCollectionEditorsServices(http),
      actions: {
        notifyAdded: () => notify('success', COLLECTION_MESSAGES.editorAdded),
        notifyRemoved: () => notify('success', COLLECTION_MESSAGES.editorRemoved),
        notifyFailed: () => notify('error', COLLECTION_MESSAGES.editorFailed),
        refreshCandidates: () => candidates.send({ type: 'list.reload' }),
      },
    });
  }, [http, notifications, candidates]);
  const actor = useActorRef(logic, { input: { collectionId }, ...useActorOptions() });
  const editors = useSelector(actor, selectEditors);
  const failed = useSelector(actor, selectEditorsLoadFailed);
  const busy = useSelector(actor, selectEditorsBusy);
  const open = useSelector(actor, selectCandidatesOpen);
  const nameOf = (person: { firstName: string; lastName: string }) =>
    `${person.firstName} ${person.lastName}`;

  return (
    <Section heading={t('collections.editors')} className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('collections.editorsHint')}</p>
      {failed ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-800">
          {t('collections.editorsFailed')}
          <Button variant="secondary" onClick={() => actor.send({ type: 'editors.retry' })}>
            {t('collections.retry')}
          </Button>
        </div>
      ) : (
        <DataTable
          label={t('collections.editors')}
          rows={editors}
          loading={busy && editors.length === 0}
          rowKey={(row) => row.userId}
          emptyText={t('collections.editorsEmpty')}
          columns={[
            { key: 'name', header: t('collections.columnName'), userText: true, render: nameOf },
            { key: 'email', header: t('collections.columnEmail'), render: (row) => row.email },
            { key: 'since', header: t('collections.columnSince'), render: (row) => format.day(row.since) },
          ]}
          actionsHeader={t('list.actions')}
          rowActions={(row) => (
            <RowActions
              label={t('list.rowActions', { name: nameOf(row) })}
              actions={[
                {
                  key: 'remove',
                  label: t('collections.removeEditor', { name: nameOf(row) }),
                  danger: true,
                  disabled: busy,
                  onAction: () => actor.send({ type: 'editor.remove', userId: row.userId }),
                },
              ]}
            />
          )}
        />
      )}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => actor.send({ type: 'candidates.open' })}
      >
        {t('collections.addEditor')}
      </Button>
      <EditorCandidatesDialog
        open={open}
        list={candidates}
        busy={busy}
        onAdd={(userId) => actor.send({ type: 'editor.add', userId })}
        onClose={() => actor.send({ type: 'candidates.close' })}
      />
    </Section>
  );
}
