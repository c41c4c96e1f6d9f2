/**
 * The class page's Students tab: each student's e-mail, name and status, and Remove from class for whoever may invite
 * (ADR 351): the row leaves at once and the outbox's notice offers Undo, as every removal does.
 */
import { useTranslation } from 'react-i18next';
import type { Class } from '../../api/classes/classesContract';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import type { ClassPageActorRef } from '../../machines/classes/classPageMachine';
import { DataTable } from '../ui/DataTable';
import { RowActions } from '../ui/RowActions';

export function ClassStudentsTable({
  page,
  klass,
  canRemove,
  busy,
}: {
  readonly page: ClassPageActorRef;
  readonly klass: Class;
  /** The class capability table lets the caller invite, and so remove, students. */
  readonly canRemove: boolean;
  readonly busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('classes.tabStudents')}
      rows={klass.students}
      rowKey={(row) => row.id}
      emptyText={CLASS_MESSAGES.emptyList}
      columns={[
        { key: 'email', header: t('classes.studentEmail'), render: (row) => row.email },
        {
          key: 'name',
          header: t('classes.studentName'),
          userText: true,
          render: (row) => row.name ?? '—',
        },
        {
          key: 'status',
          header: t('classes.studentStatus'),
          render: (row) => (row.status === 'joined' ? t('classes.statusJoined') : t('classes.statusInvited')),
        },
      ]}
      actionsHeader={canRemove ? t('classes.colActions') : undefined}
      rowActions={
        canRemove
          ? (row) => (
              <RowActions
                label={t('list.rowActions', { name: row.email })}
                actions={[
                  {
                    key: 'remove',
                    label: t('classes.removeFromClass'),
                    danger: true,
                    disabled: busy,
                    onAction: () => page.send({ type: 'student.remove', student: row }),
                  },
                ]}
              />
            )
          : undefined
      }
    />
  );
}
