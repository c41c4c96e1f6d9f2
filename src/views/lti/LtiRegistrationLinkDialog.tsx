/**
 * Registration link (ADR 386): a full admin picks the institution and makes a one-time link that an LMS offering
 * LTI Dynamic Registration opens to register itself; the dialog shows the link once, to hand to the LMS's
 * administrator.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ltiRegistrationLinkForm,
  ltiRegistrationLinkFormMachine,
  selectMadeLink,
  type LtiRegistrationLinkFormActorRef,
} from '../../machines/lti/ltiRegistrationLinkFormMachine';
import { createLtiRegistrationLinkServices } from '../../machines/lti/ltiServices';
import { institutionSearchMachine } from '../../machines/institutions/institutionSearchMachine';
import { createInstitutionSearchServices } from '../../machines/institutions/institutionServices';
import { useHttp } from '../AppContext';
import { InstitutionCombobox } from '../institutions/InstitutionCombobox';
import { FormDialog } from '../shared/FormDialog';
import { FormDialogForm } from '../shared/FormDialogForm';
import { useFormActor } from '../shared/useFormActor';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

const FORM_ID = 'lti-registration-link-form';

/** The button beside Add registration, and its dialog while open. */
export function LtiRegistrationLinkButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('lti.registrationLink')}
      </Button>
      {open ? <LtiRegistrationLinkDialog onClose={close} /> : null}
    </>
  );
}

function LtiRegistrationLinkDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const form = useFormActor(ltiRegistrationLinkFormMachine, null, ({ http }) => ({
    actors: createLtiRegistrationLinkServices(http),
  }));
  return (
    <FormDialog
      actor={form}
      selectIsDirty={ltiRegistrationLinkForm.selectIsDirty}
      unsavedId="lti-registration-link"
      formId={FORM_ID}
      title={t('lti.registrationTitle')}
      size="md"
      labels={{ cancel: t('lti.registrationClose'), retry: t('lti.retry'), save: t('lti.registrationMake') }}
      onClose={onClose}
    >
      <RegistrationLinkFields form={form} />
    </FormDialog>
  );
}

function RegistrationLinkFields({ form }: { readonly form: LtiRegistrationLinkFormActorRef }) {
  const { t } = useTranslation();
  const http = useHttp();
  const values = useSelector(form, ltiRegistrationLinkForm.selectValues);
  const errors = useSelector(form, ltiRegistrationLinkForm.selectErrors);
  const failure = useSelector(form, ltiRegistrationLinkForm.selectFailure);
  const made = useSelector(form, selectMadeLink);
  const searchLogic = useMemo(
    () => institutionSearchMachine.provide(createInstitutionSearchServices(http)),
    [http],
  );
  return (
    <FormDialogForm id={FORM_ID} failure={failure} onSave={() => form.send({ type: 'form.save' })}>
      <p className="text-sm text-slate-700">{t('lti.registrationIntro')}</p>
      <InstitutionCombobox
        label={t('lti.fieldInstitution')}
        name="institutionId"
        logic={searchLogic}
        value={
          /^\d+$/.test(values.institutionId)
            ? { id: Number(values.institutionId), title: values.institutionTitle }
            : null
        }
        onChange={(institution) =>
          form.send({
            type: 'form.change',
            patch: {
              institutionId: institution ? String(institution.id) : '',
              institutionTitle: institution?.title ?? '',
            },
          })
        }
        placeholder={t('lti.chooseInstitution')}
        error={errors.institutionId?.[0]}
        required
      />
      {made ? (
        <TextField
          name="registrationUrl"
          label={t('lti.registrationUrl')}
          description={t('lti.registrationUrlHint')}
          value={made.url}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </FormDialogForm>
  );
}
