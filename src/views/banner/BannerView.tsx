/** /banner: the 'Show Banner' form (SPEC sections 2, 4, 5). The machine decides; this renders and sends. */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_MESSAGES, BANNER_TYPE_LABELS, plainText } from '../../domain/banner/banner';
import { bannerForm, bannerMachine, selectIsEditMode } from '../../machines/banner/bannerMachine';
import { createBannerServices } from '../../machines/banner/bannerServices';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { ConflictDialog } from '../ui/ConflictDialog';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { useFormScreen } from '../shared/useFormScreen';
import { BannerMessageEditor } from './BannerMessageEditor';
import { LoadFailed } from '../ui/LoadFailed';

export default function BannerView() {
  const { t } = useTranslation();
  const actor = useFormActor(bannerMachine, null, ({ http, notify }) => ({
    actors: createBannerServices(http),
    actions: {
      notifySaved: () => notify('success', BANNER_MESSAGES.saved),
      notifySaveFailed: () => notify('error', BANNER_MESSAGES.saveFailed),
      notifyTheirsUnread: () => notify('error', BANNER_MESSAGES.saveFailed),
    },
  }));
  const form = useSelector(actor, bannerForm.selectValues);
  const errors = useSelector(actor, bannerForm.selectErrors);
  const canSave = useSelector(actor, bannerForm.selectCanSave);
  const editMode = useSelector(actor, selectIsEditMode);
  const { loading, failed, screen } = useFormScreen(actor, {
    title: t('site.bannerTitle'),
    unsavedId: 'banner',
    selectIsDirty: bannerForm.selectIsDirty,
  });
  const id = useId();

  if (failed) return <LoadFailed onRetry={() => actor.send({ type: 'form.retry' })} />;
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  const messageError = errors.message?.[0];
  const typeError = errors.type?.[0];
  const field = formFields(form, errors, (patch) => actor.send({ type: 'form.change', patch }));
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">{screen.title}</h1>
      <ConflictDialog
        message={screen.conflict}
        byYou={screen.conflictByYou}
        busy={screen.busy}
        onReload={screen.onReload}
        onKeepMine={screen.onKeepMine}
      />
      <form
        className="mt-6 flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          screen.onSubmit();
        }}
      >
        <div className="flex flex-col gap-1">
          <span id={`${id}-message`} className="text-sm font-medium text-slate-800">
            {t('site.bannerMessage')}
          </span>
          <BannerMessageEditor
            labelId={`${id}-message`}
            errorId={`${id}-message-error`}
            value={form.message}
            invalid={!!messageError}
            onChange={(message) => actor.send({ type: 'form.change', patch: { message } })}
          />
          <p className="text-sm text-slate-600">
            {t('site.bannerCount', { count: plainText(form.message).length })}
          </p>
          <p
            id={`${id}-message-error`}
            className="text-sm text-red-700"
            role={messageError ? 'alert' : undefined}
          >
            {messageError ?? ''}
          </p>
        </div>
        <SelectField
          label={t('site.bannerType')}
          name="type"
          placeholder={t('site.bannerTypeChoose')}
          options={Object.keys(BANNER_TYPE_LABELS).map((value) => ({
            value,
            label: t(`site.bannerType${value as '1' | '2' | '3' | '4'}`),
          }))}
          value={form.type ?? ''}
          error={typeError}
          onChange={(event) =>
            actor.send({
              type: 'form.change',
              patch: { type: event.target.value ? Number(event.target.value) : null },
            })
          }
        />
        <CheckboxField asSwitch label={t('site.bannerPublish')} {...field.checkbox('published')} />
        <div>
          <Button type="submit" disabled={!canSave} busy={screen.busy}>
            {editMode ? t('site.bannerSave') : t('site.bannerCreate')}
          </Button>
        </div>
      </form>
    </section>
  );
}
