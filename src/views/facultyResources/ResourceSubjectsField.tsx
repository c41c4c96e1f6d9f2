/** A resource's subjects: the site's subject list as checkboxes, read when the form opens. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../domain/content/content';
import { subjectsRead } from '../../machines/facultyResources/facultyResourceServices';
import { selectRecord, selectRecordStatus } from '../../machines/shared/recordMachine';
import { useHttp } from '../AppContext';
import { useRecordActor } from '../shared/useRecordActor';
import { CheckboxField } from '../ui/CheckboxField';
import { Spinner } from '../ui/Spinner';

export function ResourceSubjectsField({
  selected,
  onChange,
}: {
  readonly selected: readonly number[];
  readonly onChange: (subjectIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const record = useRecordActor(useMemo(() => subjectsRead(http), [http]));
  const subjects = useSelector(record, selectRecord<Tag[]>) ?? [];
  const status = useSelector(record, selectRecordStatus);
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-900">{t('facultyResources.fieldSubjects')}</legend>
      {status === 'loading' && <Spinner label={t('app.loading')} className="size-5" />}
      {status === 'failed' && <p className="text-sm text-red-700">{t('facultyResources.subjectsFailed')}</p>}
      <div className="grid max-h-56 grid-cols-1 gap-2 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
        {subjects.map((tag) => (
          <CheckboxField
            key={tag.id}
            label={tag.title}
            checked={selected.includes(tag.id)}
            onChange={() => toggle(tag.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}
