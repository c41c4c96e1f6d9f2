/**
 * A resource's audience (ADR 317): every institution, or the chosen ones, each with Remove; the institution search
 * adds one more (any of thousands, searched on the server).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ResourceAudience,
  ResourceChoice,
  ResourceForm,
} from '../../domain/facultyResources/facultyResources';
import { institutionSearchMachine } from '../../machines/institutions/institutionSearchMachine';
import { createInstitutionSearchServices } from '../../machines/institutions/institutionServices';
import { useHttp } from '../AppContext';
import { InstitutionCombobox } from '../institutions/InstitutionCombobox';
import { Button } from '../ui/Button';
import { RadioGroupField } from '../ui/RadioGroupField';

export interface ResourceAudienceFieldProps {
  readonly audience: ResourceAudience;
  readonly institutions: readonly ResourceChoice[];
  readonly error?: string | undefined;
  readonly onChange: (patch: Partial<Pick<ResourceForm, 'audience' | 'institutions'>>) => void;
}

export function ResourceAudienceField({
  audience,
  institutions,
  error,
  onChange,
}: ResourceAudienceFieldProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const searchLogic = useMemo(
    () => institutionSearchMachine.provide(createInstitutionSearchServices(http)),
    [http],
  );

  return (
    <div className="flex flex-col gap-3">
      <RadioGroupField<ResourceAudience>
        label={t('facultyResources.fieldAudience')}
        value={audience}
        options={[
          { value: 'all', label: t('facultyResources.audienceAllInstitutions') },
          { value: 'institutions', label: t('facultyResources.audienceChosen') },
        ]}
        onChange={(next) => onChange({ audience: next })}
      />
      {audience === 'institutions' && (
        <div className="flex flex-col gap-2 ps-6">
          {institutions.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {institutions.map((institution) => (
                <li
                  key={institution.id}
                  className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 ps-3 text-sm"
                >
                  <bdi>{institution.title}</bdi>
                  <Button
                    variant="ghost"
                    className="rounded-full"
                    aria-label={t('facultyResources.removeInstitution', { name: institution.title })}
                    onClick={() =>
                      onChange({ institutions: institutions.filter((one) => one.id !== institution.id) })
                    }
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <InstitutionCombobox
            label={t('facultyResources.addInstitution')}
            name="institutions"
            logic={searchLogic}
            placeholder={t('facultyResources.chooseInstitution')}
            value={null}
            error={error}
            onChange={(institution) => {
              if (institution && !institutions.some((one) => one.id === institution.id))
                onChange({ institutions: [...institutions, institution] });
            }}
          />
        </div>
      )}
    </div>
  );
}
