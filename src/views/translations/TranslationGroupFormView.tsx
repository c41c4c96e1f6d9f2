/** /translations/groups/add and /translations/groups/edit/{groupId}: key, title and an Is Active switch. */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  selectGroupConflict,
  selectGroupErrors,
  selectGroupForm,
  selectGroupLoadFailed,
  selectIsGroupBusy,
  selectIsGroupDirty,
  selectIsGroupLoading,
  selectIsGroupSaving,
  translationGroupFormMachine,
} from '../../machines/translationGroupFormMachine';
import { createTranslationGroupServices, translationNotices } from '../../machines/translationServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { ConflictDialog } from '../ui/ConflictDialog';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../useDocumentTitle';
import { useUnsavedChanges } from '../useUnsavedChanges';

const GROUPS = '/translations/groups';

export function TranslationGroupFormView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const [, navigate] = useLocation();
  const logic = useMemo(() => {
    const notices = translationNotices(notifications);
    const { loadGroup, saveGroup } = createTranslationGroupServices(http);
    return translationGroupFormMachine.provide({
      actors: { loadGroup, saveGroup },
      actions: {
        finishCreated: () => {
          notices.notifyGroupCreated();
          navigate(GROUPS);
        },
        finishUpdated: () => {
          notices.notifyGroupUpdated();
          navigate(GROUPS);
        },
        notifyCreateFailed: notices.notifyGroupCreateFailed,
        notifyUpdateFailed: notices.notifyGroupUpdateFailed,
      },
    });
  }, [http, notifications, navigate]);
  const actor = useActorRef(logic, { input: { id }, ...options });
  useEffect(() => actor.send({ type: 'group.open' }), [actor]);
  const form = useSelector(actor, selectGroupForm);
  const errors = useSelector(actor, selectGroupErrors);
  const loading = useSelector(actor, selectIsGroupLoading);
  const failed = useSelector(actor, selectGroupLoadFailed);
  const saving = useSelector(actor, selectIsGroupSaving);
  const dirty = useSelector(actor, selectIsGroupDirty);
  const conflict = useSelector(actor, selectGroupConflict);
  const busy = useSelector(actor, selectIsGroupBusy);
  useUnsavedChanges('translation-group-form', dirty);
  const title = id === null ? t('translations.groupsAddTitle') : t('translations.groupsEditTitle');
  useDocumentTitle(title);
  // SPEC section 8: a group that cannot be loaded goes to the error screen (the app's error boundary).
  if (failed) throw new Error('The translation group could not be loaded');

  return (
    <section className="flex max-w-xl flex-col gap-6">
      <div className="flex items-center gap-4">
        <Button variant="secondary" onClick={() => navigate(GROUPS)}>
          {t('translations.back')}
        </Button>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      </div>
      <ConflictDialog
        message={conflict}
        busy={busy}
        onReload={() => actor.send({ type: 'conflict.reload' })}
        onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
      />
      {loading ? (
        <Spinner label={t('app.loading')} className="size-8" />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'group.save' });
          }}
        >
          <TextField
            label={t('translations.groupKeyField')}
            name="key"
            value={form.key}
            error={errors.key?.[0]}
            onChange={(event) => actor.send({ type: 'group.change', patch: { key: event.target.value } })}
          />
          <TextField
            label={t('translations.groupTitleField')}
            name="title"
            value={form.title}
            error={errors.title?.[0]}
            onChange={(event) => actor.send({ type: 'group.change', patch: { title: event.target.value } })}
          />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              role="switch"
              name="isActive"
              checked={form.isActive ?? true}
              onChange={(event) =>
                actor.send({ type: 'group.change', patch: { isActive: event.target.checked } })
              }
            />
            {t('translations.groupActiveField')}
          </label>
          <div>
            <Button type="submit" busy={saving}>
              {id === null ? t('translations.groupsCreate') : t('translations.groupsSave')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
