/**
 * Add or edit a platform registration in a dialog (ADR 183): errors under each field, a failed load or save said,
 * and in place of the form the conflict dialog when someone else saved the registration first (ADR 188).
 */
import { useTranslation } from 'react-i18next';
import { ltiPlatformForm, ltiPlatformFormMachine } from '../../machines/lti/ltiPlatformFormMachine';
import { createLtiPlatformFormServices } from '../../machines/lti/ltiServices';
import { FormDialog } from '../shared/FormDialog';
import { useFormActor } from '../shared/useFormActor';
import { LtiPlatformFields } from './LtiPlatformFields';

export interface LtiPlatformFormDialogProps {
  /** null adds a registration. */
  readonly platformId: number | null;
  readonly onClose: () => void;
  readonly onSaved: (created: boolean) => void;
}

export function LtiPlatformFormDialog({ platformId, onClose, onSaved }: LtiPlatformFormDialogProps) {
  const { t } = useTranslation();
  const form = useFormActor(ltiPlatformFormMachine, platformId, ({ http }) => ({
    actors: createLtiPlatformFormServices(http),
    actions: { notifySaved: (_, { created }) => onSaved(created) },
  }));

  return (
    <FormDialog
      actor={form}
      selectIsDirty={ltiPlatformForm.selectIsDirty}
      unsavedId={`lti-platform-${platformId ?? 'new'}`}
      formId="lti-platform-form"
      title={platformId === null ? t('lti.formAddTitle') : t('lti.formEditTitle')}
      size="lg"
      labels={{ cancel: t('lti.cancel'), retry: t('lti.retry'), save: t('lti.save') }}
      onClose={onClose}
    >
      <LtiPlatformFields form={form} />
    </FormDialog>
  );
}
