/** /translations/add 'Add New translation': group, key and a value per language (en required). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TRANSLATION_LANGUAGES } from '../../domain/content/content';
import {
  selectGroups,
  translationForm,
  translationFormMachine,
} from '../../machines/translations/translationFormMachine';
import {
  createTranslationFormServices,
  translationNotices,
} from '../../machines/translations/translationServices';
import { LoadFailed } from '../ui/LoadFailed';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { FormScreen } from '../ui/FormScreen';
import { TextField } from '../ui/TextField';
import { useFormActor } from '../shared/useFormActor';
import { useFormScreen } from '../shared/useFormScreen';
import { LANGUAGE_LABEL_KEYS } from './languageLabels';

export function TranslationAddView() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const actor = useFormActor(translationFormMachine, null, ({ http, notifications }) => {
    const notices = translationNotices(notifications);
    return {
      actors: createTranslationFormServices(http),
      actions: {
        notifySaved: () => {
          notices.notifyCreated();
          navigate('/translations');
        },
        notifySaveFailed: (_, params) => notices.notifyAddFailed(params.error),
      },
    };
  });
  const form = useSelector(actor, translationForm.selectValues);
  const groups = useSelector(actor, selectGroups);
  const errors = useSelector(actor, translationForm.selectErrors);
  const { loading, failed, saving, screen } = useFormScreen(actor, {
    title: t('translations.addTitle'),
    unsavedId: 'translation-add',
    selectIsDirty: translationForm.selectIsDirty,
  });

  return (
    <FormScreen
      {...screen}
      backLabel={t('translations.back')}
      onBack={() => navigate('/translations')}
      loading={loading}
      failure={
        failed && (
          <LoadFailed
            message={t('translations.loadFailed')}
            onRetry={() => actor.send({ type: 'form.retry' })}
          />
        )
      }
      width="medium"
      actions={
        <Button type="submit" busy={saving}>
          {t('translations.create')}
        </Button>
      }
    >
      {groups.length === 0 && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('translations.noGroups')}
        </p>
      )}
      <SelectField
        label={t('translations.groupSelect')}
        name="groupId"
        placeholder={t('translations.chooseGroup')}
        options={groups.map((group) => ({
          value: String(group.id),
          label: `${group.title} (${group.key})`,
        }))}
        value={form.groupId || ''}
        error={errors.groupId?.[0]}
        onChange={(event) =>
          actor.send({ type: 'form.change', patch: { groupId: Number(event.target.value) || 0 } })
        }
      />
      <TextField
        label={t('translations.key')}
        name="key"
        value={form.key}
        error={errors.key?.[0]}
        onChange={(event) => actor.send({ type: 'form.change', patch: { key: event.target.value } })}
      />
      <div className="grid gap-4 desk:grid-cols-2">
        {TRANSLATION_LANGUAGES.map((language) => (
          <TextField
            key={language}
            label={t(LANGUAGE_LABEL_KEYS[language])}
            name={language}
            value={form.values[language] ?? ''}
            error={errors[`values.${language}`]?.[0]}
            onChange={(event) =>
              actor.send({ type: 'form.edit', edit: { language, value: event.target.value } })
            }
          />
        ))}
      </div>
    </FormScreen>
  );
}
