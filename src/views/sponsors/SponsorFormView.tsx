/** Add New Sponsor / Edit Sponsor: the form, and on edit the uploads and the assigned articles beside it. */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SPONSOR_MESSAGES, type Sponsor } from '../../domain/sponsors/sponsors';
import { sponsorForm, sponsorFormMachine } from '../../machines/sponsors/sponsorFormMachine';
import { createSponsorFormServices } from '../../machines/sponsors/sponsorServices';
import { Button } from '../ui/Button';
import { FormScreen } from '../ui/FormScreen';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { useFormScreen } from '../shared/useFormScreen';
import { SponsorArticles } from './SponsorArticles';
import { SponsorUpload } from './SponsorUpload';

export function SponsorFormView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const actor = useFormActor(sponsorFormMachine, id, ({ http, notify }) => {
    const failed = () => notify('error', SPONSOR_MESSAGES.updateFailed);
    return {
      actors: createSponsorFormServices(http),
      actions: {
        // A create goes to the new sponsor's edit page; both say so.
        notifySaved: (_, { created, record }) => {
          notify('success', created ? t('feedback.sponsorCreated') : SPONSOR_MESSAGES.updated);
          if (created) navigate(`/sponsors/edit/${(record as Sponsor).id}`, { replace: true });
        },
        notifySaveFailed: failed,
        notifyTheirsUnread: failed,
      },
    };
  });
  const form = useSelector(actor, sponsorForm.selectValues);
  const errors = useSelector(actor, sponsorForm.selectErrors);
  const field = formFields(form, errors, (patch) => actor.send({ type: 'form.change', patch }));
  const sponsor = useSelector(actor, sponsorForm.selectRecord);
  const { loading, failed, notFound, saving, screen } = useFormScreen(actor, {
    title: id === null ? t('site.sponsorsAdd') : t('site.sponsorsEdit'),
    unsavedId: 'sponsor-form',
    selectIsDirty: sponsorForm.selectIsDirty,
  });
  const onChanged = useCallback(
    (updated: Sponsor) => actor.send({ type: 'record.updated', record: updated }),
    [actor],
  );

  // SPEC section 8: a sponsor that cannot be loaded (400 or above) goes to the error screen (the app's error boundary);
  // one that does not exist (404) says so in the form's place, with the way back to the list.
  if (failed && !notFound) throw new Error('The sponsor could not be loaded');
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  return (
    <FormScreen
      {...screen}
      backLabel={t('site.back')}
      list={{ href: '/sponsors', title: t('site.sponsorsTitle') }}
      notFoundText={t('site.sponsorNotFound')}
      actions={
        <Button type="submit" busy={saving}>
          {id === null ? t('site.sponsorsCreate') : t('site.save')}
        </Button>
      }
      after={
        sponsor &&
        id !== null && (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <SponsorUpload sponsor={sponsor} kind="video" onUploaded={onChanged} />
              <SponsorUpload sponsor={sponsor} kind="logo" onUploaded={onChanged} />
            </div>
            <SponsorArticles sponsor={sponsor} onChanged={onChanged} />
          </>
        )
      }
    >
      <TextField label={t('site.sponsorsCompanyName')} {...field.text('companyName')} />
      <TextField label={t('site.sponsorsCompanyUrl')} {...field.text('companyUrl')} type="url" />
    </FormScreen>
  );
}
