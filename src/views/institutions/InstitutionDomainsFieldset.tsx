/** An institution's e-mail domains: one row per domain, typed in place, removed, and added (when editable). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  institutionForm,
  type InstitutionFormActorRef,
} from '../../machines/institutions/institutionFormMachine';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Icon } from '../ui/icons';

export function InstitutionDomainsFieldset({
  actor,
  editable,
}: {
  readonly actor: InstitutionFormActorRef;
  readonly editable: boolean;
}) {
  const { t } = useTranslation();
  const domains = useSelector(actor, (snapshot) => institutionForm.selectValues(snapshot).emailDomains);
  const errors = useSelector(actor, institutionForm.selectErrors);
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{t('institutions.domains')}</legend>
      <p className="text-sm text-slate-700">{t('institutions.domainsHint')}</p>
      {domains.length === 0 && <p className="text-sm text-slate-700">{t('institutions.noDomains')}</p>}
      <ul className="flex flex-col gap-2">
        {domains.map((domain, index) => (
          // Rows are edited in place by position; a removed row shifts the ones after it.
          <li key={index} className="flex items-start gap-2">
            <TextField
              label={t('institutions.domain', { number: index + 1 })}
              name={`emailDomains.${index}`}
              className="grow"
              value={domain}
              disabled={!editable}
              error={errors[`emailDomains.${index}`]?.[0]}
              onChange={(event) =>
                actor.send({ type: 'form.edit', edit: { kind: 'set', index, value: event.target.value } })
              }
            />
            {editable && (
              <Button
                variant="ghost"
                className="mt-6 text-red-800"
                aria-label={t('institutions.removeDomain', { domain: domain || index + 1 })}
                onClick={() => actor.send({ type: 'form.edit', edit: { kind: 'remove', index } })}
              >
                <Icon name="trash" className="size-4" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {errors.emailDomains?.[0] && <p className="text-sm text-red-700">{errors.emailDomains[0]}</p>}
      {editable && (
        <div>
          <Button
            variant="secondary"
            onClick={() => actor.send({ type: 'form.edit', edit: { kind: 'add' } })}
          >
            {t('institutions.addDomain')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
