/** /translations/groups/add and /translations/groups/edit/{groupId}: key, title and an Is Active switch. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  translationGroupForm,
  translationGroupFormMachine,
} from '../../machines/translations/translationGroupFormMachine';
import {
  createTranslationGroupServices,
  translationNotices,
} from '../../machines/translations/translationServices';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { FormScreen } from '../ui/FormScreen';
import { TextField } from '../ui/TextField';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { useFormScreen } from '../shared/useFormScreen';

const GROUPS = '/translations/groups';

export function TranslationGroupFormView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const actor = useFormActor(translationGroupFormMachine, id, ({ http, notifications }) => {
    const notices = translationNotices(notifications);
    const { loadRecord, saveRecord } = createTranslationGroupServices(http);
    return {
      actors: { loadRecord, saveRecord },
      actions: {
        notifySaved: (_, { created }) => {
          if (created) notices.notifyGroupCreated();
          else notices.notifyGroupUpdated();
          navigate(GROUPS);
        },
        notifySaveFailed: (_, { created }) =>
          created ? notices.notifyGroupCreateFailed() : notices.notifyGroupUpdateFailed(),
        notifyTheirsUnread: notices.notifyGroupUpdateFailed,
      },
    };
  });
  const form = useSelector(actor, translationGroupForm.selectValues);
  const errors = useSelector(actor, translationGroupForm.selectErrors);
  const field = formFields(form, errors, (patch) => actor.send({ type: 'form.change', patch }));
  const { loading, failed, notFound, saving, screen } = useFormScreen(actor, {
    title: id === null ? t('translations.groupsAddTitle') : t('translations.groupsEditTitle'),
    unsavedId: 'translation-group-form',
    selectIsDirty: translationGroupForm.selectIsDirty,
  });
  // SPEC section 8: a group that cannot be loaded goes to the error screen (the app's error boundary); one that does
  // not exist (404) says so in the form's place, with the way back to the groups.
  if (failed && !notFound) throw new Error('The translation group could not be loaded');

  return (
    <FormScreen
      {...screen}
      backLabel={t('translations.back')}
      list={{ href: GROUPS, title: t('translations.groupsTitle') }}
      notFoundText={t('translations.groupNotFound')}
      loading={loading}
      width="narrow"
      actions={
        <Button type="submit" busy={saving}>
          {id === null ? t('translations.groupsCreate') : t('translations.groupsSave')}
        </Button>
      }
    >
      <TextField label={t('translations.groupKeyField')} {...field.text('key')} />
      <TextField label={t('translations.groupTitleField')} {...field.text('title')} />
      <CheckboxField
        asSwitch
        label={t('translations.groupActiveField')}
        name="isActive"
        checked={form.isActive ?? true}
        onChange={(event) => actor.send({ type: 'form.change', patch: { isActive: event.target.checked } })}
      />
    </FormScreen>
  );
}
