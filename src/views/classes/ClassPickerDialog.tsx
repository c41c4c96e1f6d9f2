/** Add quizzes or playlists: tick several rows of the picker list and the classes to add them to. */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerKind } from '../../api/classes/classes';
import type { PickerItem } from '../../api/classes/classesContract';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { selectPicked, type PickerTarget } from '../../machines/classes/classPickerMachine';
import { pickerPages } from '../../machines/classes/classServices';
import { useListActor } from '../shared/list/useListScreen';
import { useHttp } from '../AppContext';
import { ClassChoices } from './ClassChoices';
import { useClassPicker } from './useClassPicker';
import { ListSearchField } from '../shared/list/ListSearchField';
import { ListTable } from '../shared/list/ListTable';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { Dialog } from '../ui/Dialog';

export interface ClassPickerDialogProps {
  readonly classId: number;
  readonly target: PickerTarget;
  readonly onClose: (added: boolean) => void;
}

export function ClassPickerDialog({ classId, target, onClose }: ClassPickerDialogProps) {
  const { t } = useTranslation();
  const [mine, setMine] = useState(false);
  const kind = target === 'quiz' ? 'quiz' : mine ? 'myPlaylist' : 'playlist';
  const { picker, classIds, classes, adding, open, cancel, submit, toggleClass } = useClassPicker(
    { target, classId },
    onClose,
  );
  const picked = useSelector(picker, selectPicked);

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={target === 'quiz' ? t('classes.pickerQuizTitle') : t('classes.pickerPlaylistTitle')}
      size="lg"
      dismissLabel={t('classes.cancel')}
      actions={
        <Button busy={adding} disabled={picked.length === 0} onClick={submit}>
          {t('classes.pickerAdd')} ({picked.length})
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        {target === 'playlist' ? (
          <CheckboxField
            label={t('classes.pickerMine')}
            checked={mine}
            onChange={(event) => setMine(event.target.checked)}
          />
        ) : null}
        <PickerList
          key={kind}
          kind={kind}
          label={target === 'quiz' ? t('classes.pickerQuizTitle') : t('classes.pickerPlaylistTitle')}
          countHeader={target === 'quiz' ? t('classes.questions') : t('classes.articles')}
          picked={picked}
          onToggle={(id) => picker.send({ type: 'picker.toggle', id })}
        />
        {classes.length > 0 ? (
          <ClassChoices classes={classes} chosen={classIds} onToggle={toggleClass} />
        ) : null}
      </div>
    </Dialog>
  );
}

interface PickerListProps {
  readonly kind: PickerKind;
  readonly label: string;
  readonly countHeader: string;
  readonly picked: readonly number[];
  readonly onToggle: (id: number) => void;
}

/** One picker's pages (quizzes, all playlists or the caller's own), searchable by title. */
function PickerList({ kind, label, countHeader, picked, onToggle }: PickerListProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useListActor(pickerPages(http, kind), { pageSize: 10 });
  return (
    <>
      <ListSearchField actorRef={list} label={t('classes.pickerSearch')} className="max-w-xs" />
      <ListTable<PickerItem>
        actorRef={list}
        label={label}
        emptyText={CLASS_MESSAGES.noMatch}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'pick',
            header: t('classes.pickerSelectHeader'),
            render: (row) => (
              <CheckboxField
                hideLabel
                label={t('classes.pickerSelect', { title: row.title })}
                checked={picked.includes(row.id)}
                onChange={() => onToggle(row.id)}
              />
            ),
          },
          { key: 'title', header: t('classes.colTitle'), userText: true, render: (row) => row.title },
          { key: 'count', header: countHeader, render: (row) => row.count },
          {
            key: 'owner',
            header: t('classes.pickerOwner'),
            userText: true,
            render: (row) => row.owner ?? '—',
          },
        ]}
      />
    </>
  );
}
