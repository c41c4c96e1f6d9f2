/**
 * An institution's instructors (users of the institution, with their own end) and the classes that name it: each a
 * framed table, a card per row on a phone (ADR 267).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { InstitutionDetail } from '../../domain/institutions/institutions';
import { useFormat } from '../shared/useFormat';
import { DataTable, type DataColumn } from '../ui/DataTable';
import { Section } from '../ui/Section';

type Instructor = InstitutionDetail['instructors'][number];
type InstitutionClass = InstitutionDetail['classes'][number];

export function InstitutionMembers({ institution }: { readonly institution: InstitutionDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const instructorColumns: DataColumn<Instructor>[] = [
    {
      key: 'name',
      userText: true,
      header: t('institutions.name'),
      rowHeader: true,
      render: (user) => `${user.firstName} ${user.lastName}`.trim() || '-',
    },
    { key: 'email', header: t('institutions.email'), className: 'break-all', render: (user) => user.email },
    {
      key: 'ownEnd',
      header: t('institutions.ownEnd'),
      render: (user) => (user.ownEndsAt ? format.day(user.ownEndsAt) : '-'),
    },
  ];
  const classColumns: DataColumn<InstitutionClass>[] = [
    {
      key: 'title',
      userText: true,
      header: t('institutions.classTitle'),
      rowHeader: true,
      render: (row) => (
        <Link href={`/classes/${row.id}`} className="font-medium text-sky-800 underline">
          {row.title}
        </Link>
      ),
    },
    {
      key: 'owner',
      header: t('institutions.owner'),
      className: 'break-all',
      render: (row) => row.ownerEmail ?? '-',
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section heading={t('institutions.instructors')} className="flex min-w-0 flex-col gap-2">
        {institution.instructors.length === 0 ? (
          <p className="text-sm text-slate-700">{t('institutions.noInstructors')}</p>
        ) : (
          <DataTable
            label={t('institutions.instructors')}
            columns={instructorColumns}
            rows={institution.instructors}
            rowKey={(user) => user.id}
          />
        )}
      </Section>
      <Section heading={t('institutions.classes')} className="flex min-w-0 flex-col gap-2">
        {institution.classes.length === 0 ? (
          <p className="text-sm text-slate-700">{t('institutions.noClasses')}</p>
        ) : (
          <DataTable
            label={t('institutions.classes')}
            columns={classColumns}
            rows={institution.classes}
            rowKey={(row) => row.id}
          />
        )}
      </Section>
    </div>
  );
}
