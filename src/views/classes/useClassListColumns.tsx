/**
 * The class list's columns: id, title (a link to the class), kind, owner, dates, students, and the Published switch,
 * which sends `class.publish` to the class actions and is off while one acts or when the row may not be edited.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ClassListItem } from '../../api/classes/classesContract';
import { classDatesText } from '../../domain/classes/classes';
import type { ClassActionsActorRef } from '../../machines/classes/classActionsMachine';
import { useFormat } from '../shared/useFormat';
import type { DataColumn } from '../ui/DataTable';
import { SwitchField } from '../ui/SwitchField';

export function useClassListColumns(
  actions: ClassActionsActorRef,
  acting: boolean,
): DataColumn<ClassListItem>[] {
  const { t } = useTranslation();
  const { code } = useFormat();
  return [
    { key: 'id', header: 'ID', sortKey: 'id', render: (row) => row.id },
    {
      key: 'title',
      userText: true,
      header: t('classes.colTitle'),
      sortKey: 'title',
      render: (row) => (
        <Link href={`/classes/${row.id}`} className="font-medium text-sky-800 underline">
          {row.title}
        </Link>
      ),
    },
    {
      key: 'kind',
      header: t('classes.colKind'),
      render: (row) => (row.professor ? t('classes.kindProfessor') : t('classes.kindOwn')),
    },
    {
      key: 'owner',
      userText: true,
      header: t('classes.colOwner'),
      render: (row) => (row.owner ? `${row.owner.firstName} ${row.owner.lastName}` : '—'),
    },
    {
      key: 'dates',
      header: t('classes.colDates'),
      sortKey: 'startDate',
      render: (row) => classDatesText(row, code) || '—',
    },
    { key: 'students', header: t('classes.colStudents'), render: (row) => row.studentsCount },
    {
      key: 'published',
      header: t('classes.colPublished'),
      render: (row) => (
        <SwitchField
          hideLabel
          label={t('classes.publishOne', { title: row.title })}
          isSelected={row.published}
          isDisabled={acting || !row.actions.includes('edit')}
          onChange={(published) =>
            actions.send({ type: 'class.publish', id: row.id, title: row.title, published })
          }
        />
      ),
    },
  ];
}
