/** An institution's instructors (users of the institution, with their own end) and the classes that name it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { InstitutionDetail } from '../../domain/institutions/institutions';
import { useFormat } from '../shared/useFormat';
import { Section } from '../ui/Section';

const TABLE = 'w-full text-start text-sm';
const CELL = 'border-b border-slate-200 px-3 py-2 text-start';

export function InstitutionMembers({ institution }: { readonly institution: InstitutionDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section heading={t('institutions.instructors')} className="flex flex-col gap-2 overflow-x-auto">
        {institution.instructors.length === 0 ? (
          <p className="text-sm text-slate-700">{t('institutions.noInstructors')}</p>
        ) : (
          <table className={TABLE}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={CELL}>
                  {t('institutions.name')}
                </th>
                <th scope="col" className={CELL}>
                  {t('institutions.email')}
                </th>
                <th scope="col" className={CELL}>
                  {t('institutions.ownEnd')}
                </th>
              </tr>
            </thead>
            <tbody>
              {institution.instructors.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {`${user.firstName} ${user.lastName}`.trim() || '-'}
                  </th>
                  <td className={`${CELL} break-all`}>{user.email}</td>
                  <td className={CELL}>{user.ownEndsAt ? format.day(user.ownEndsAt) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section heading={t('institutions.classes')} className="flex flex-col gap-2 overflow-x-auto">
        {institution.classes.length === 0 ? (
          <p className="text-sm text-slate-700">{t('institutions.noClasses')}</p>
        ) : (
          <table className={TABLE}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={CELL}>
                  {t('institutions.classTitle')}
                </th>
                <th scope="col" className={CELL}>
                  {t('institutions.owner')}
                </th>
              </tr>
            </thead>
            <tbody>
              {institution.classes.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    <Link href={`/classes/${row.id}`} className="font-medium text-sky-800 underline">
                      {row.title}
                    </Link>
                  </th>
                  <td className={`${CELL} break-all`}>{row.ownerEmail ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </div>
  );
}
