/** The fields of 'Rebuild a sections Quiz library': the section, missing or all quizzes, and the rebuild type. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  REBUILD_TYPE_OPTIONS,
  selectDialogForm,
  type RebuildDialogActorRef,
  type RebuildType,
} from '../../../machines/quiz/rebuild/rebuildDialogMachine';
import { RadioGroupField } from '../../ui/RadioGroupField';
import { SelectField } from '../../ui/SelectField';

export function RebuildLibraryForm({ dialog }: { readonly dialog: RebuildDialogActorRef }) {
  const { t } = useTranslation();
  const form = useSelector(dialog, selectDialogForm);
  return (
    <form
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        dialog.send({ type: 'dialog.submit' });
      }}
    >
      <SelectField
        label={t('delivery.rebuildSection')}
        value={form.sectionId === null ? '' : String(form.sectionId)}
        error={form.sectionError}
        placeholder={t('delivery.rebuildChooseSection')}
        options={form.sections.map((section) => ({ value: String(section.id), label: section.title }))}
        onChange={(event) =>
          dialog.send({
            type: 'field.section',
            sectionId: event.target.value === '' ? null : Number(event.target.value),
          })
        }
      />
      <RadioGroupField<0 | 1>
        label={t('delivery.rebuildMode')}
        value={form.isAllUpdate}
        options={[
          { value: 0, label: t('delivery.rebuildMissing') },
          { value: 1, label: t('delivery.rebuildAll') },
        ]}
        onChange={(isAllUpdate) => dialog.send({ type: 'field.mode', isAllUpdate })}
      />
      <SelectField
        label={t('delivery.rebuildType')}
        value={String(form.rebuildType)}
        options={REBUILD_TYPE_OPTIONS.map((type) => ({
          value: String(type),
          label: t(`delivery.rebuildType_${type}`),
        }))}
        onChange={(event) =>
          dialog.send({ type: 'field.type', rebuildType: Number(event.target.value) as RebuildType })
        }
      />
    </form>
  );
}
