/** Add editors: the publishing desk's accounts searched by name or e-mail (300 ms), each with Add or, once added, Editor. */
import { useTranslation } from 'react-i18next';
import type { EditorCandidate } from '../../api/methodsCollections/collectionsContract';
import type { ListActorRef } from '../../machines/shared/listMachine';
import { ListSearchField } from '../shared/list/ListSearchField';
import { ListTable } from '../shared/list/ListTable';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export function EditorCandidatesDialog({
  open,
  list,
  busy,
  onAdd,
  onClose,
}: {
  readonly open: boolean;
  readonly list: ListActorRef;
  readonly busy: boolean;
  readonly onAdd: (userId: number) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = (row: EditorCandidate) => `${row.firstName} ${row.lastName}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('collections.candidatesTitle')}
      size="lg"
      dismissLabel={t('collections.close')}
    >
      <div className="mt-4">
        <ListSearchField
          actorRef={list}
          label={t('collections.candidatesSearch')}
          showLabel
          className="max-w-md"
        />
      </div>
      <div className="mt-4 max-h-[55vh] overflow-auto">
        <ListTable<EditorCandidate>
          actorRef={list}
          sortable={false}
          label={t('collections.candidatesTitle')}
          emptyText={t('collections.candidatesEmpty')}
          rowKey={(row) => row.id}
          columns={[
            { key: 'name', header: t('collections.columnName'), userText: true, render: nameOf },
            { key: 'email', header: t('collections.columnEmail'), render: (row) => row.email },
          ]}
          actionsHeader={t('collections.add')}
          rowActions={(row) =>
            row.isEditor ? (
              <span className="text-sm font-medium text-slate-700">{t('collections.isEditor')}</span>
            ) : (
              <Button
                variant="primary"
                disabled={busy}
                aria-label={t('collections.addOne', { name: nameOf(row) })}
                onClick={() => onAdd(row.id)}
              >
                {t('collections.add')}
              </Button>
            )
          }
        />
      </div>
    </Dialog>
  );
}
