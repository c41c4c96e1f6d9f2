/** /translations/add 'Add New translation': group, key and a value per language (en required). */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TRANSLATION_LANGUAGES } from '../../domain/content/content';
import {
  selectFormErrors,
  selectGroups,
  selectIsFormDirty,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectTranslationForm,
  translationFormMachine,
} from '../../machines/translations/translationFormMachine';
import {
  createTranslationFormServices,
  translationNotices,
} from '../../machines/translations/translationServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { LoadFailed } from '../ui/LoadFailed';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';
import { LANGUAGE_LABEL_KEYS } from './languageLabels';

export function TranslationAddView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const [, navigate] = useLocation();
  const logic = useMemo(() => {
    const notices = translationNotices(notifications);
    return translationFormMachine.provide({
      actors: createTranslationFormServices(http),
      actions: {
        notifySaved: () => {
          notices.notifyCreated();
          navigate('/translations');
        },
        notifySaveFailed: (_, params) => notices.notifyAddFailed(params.error),
      },
    });
  }, [http, notifications, navigate]);
  const actor = useActorRef(logic, { input: { id: null }, ...options });
  const form = useSelector(actor, selectTranslationForm);
  const groups = useSelector(actor, selectGroups);
  const errors = useSelector(actor, selectFormErrors);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const saving = useSelector(actor, selectIsSaving);
  const dirty = useSelector(actor, selectIsFormDirty);
  useUnsavedChanges('translation-add', dirty);
  useDocumentTitle(t('translations.addTitle'));

  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <div className="flex items-center gap-4">
        <Button variant="secondary" onClick={() => navigate('/translations')}>
          {t('translations.back')}
        </Button>
        <h1 className="text-2xl font-bold text-slate-900">{t('translations.addTitle')}</h1>
      </div>
      {failed ? (
        <LoadFailed
          message={t('translations.loadFailed')}
          onRetry={() => actor.send({ type: 'form.retry' })}
        />
      ) : loading ? (
        <Spinner label={t('app.loading')} className="size-8" />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'form.save' });
          }}
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
          <div>
            <Button type="submit" busy={saving}>
              {t('translations.create')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
