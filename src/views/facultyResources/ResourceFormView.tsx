/**
 * Add Resource / Edit Resource (ADR 317): title, description, a file or a link, subjects, videos and audience. A
 * file resource gets its file on its edit page, beside the form, with progress and Cancel.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacultyResource, ResourceKind } from '../../domain/facultyResources/facultyResources';
import { facultyResourceForm } from '../../machines/facultyResources/facultyResourceFormMachine';
import { formFields } from '../shared/formFields';
import { useFormScreen } from '../shared/useFormScreen';
import { Button } from '../ui/Button';
import { FormScreen } from '../ui/FormScreen';
import { RadioGroupField } from '../ui/RadioGroupField';
import { Spinner } from '../ui/Spinner';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { ResourceArticlesField } from './ResourceArticlesField';
import { ResourceAudienceField } from './ResourceAudienceField';
import { ResourceFileUpload } from './ResourceFileUpload';
import { ResourceSubjectsField } from './ResourceSubjectsField';
import { useResourceFormActor } from './useResourceFormActor';

export function ResourceFormView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const actor = useResourceFormActor(id);
  const form = useSelector(actor, facultyResourceForm.selectValues);
  const errors = useSelector(actor, facultyResourceForm.selectErrors);
  const resource = useSelector(actor, facultyResourceForm.selectRecord);
  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });
  const field = formFields(form, errors, change);
  const { loading, failed, notFound, saving, screen } = useFormScreen(actor, {
    title: id === null ? t('facultyResources.add') : t('facultyResources.edit'),
    unsavedId: 'faculty-resource-form',
    selectIsDirty: facultyResourceForm.selectIsDirty,
  });
  const onUploaded = useCallback(
    (updated: FacultyResource) => actor.send({ type: 'record.updated', record: updated }),
    [actor],
  );

  // A resource that does not exist (404) says so in the form's place; any other failed load is the error screen.
  if (failed && !notFound) throw new Error('The resource could not be loaded');
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  return (
    <FormScreen
      {...screen}
      width="medium"
      backLabel={t('facultyResources.back')}
      list={{ href: '/faculty-resources', title: t('facultyResources.title') }}
      notFoundText={t('facultyResources.notFound')}
      actions={
        <Button type="submit" busy={saving}>
          {id === null ? t('facultyResources.create') : t('facultyResources.save')}
        </Button>
      }
      after={
        resource?.kind === 'file' &&
        form.kind === 'file' && <ResourceFileUpload resource={resource} onUploaded={onUploaded} />
      }
    >
      <TextField label={t('facultyResources.fieldTitle')} {...field.text('title')} />
      <TextAreaField label={t('facultyResources.fieldDescription')} {...field.text('description')} />
      <RadioGroupField<ResourceKind>
        label={t('facultyResources.fieldKind')}
        value={form.kind}
        options={[
          { value: 'file', label: t('facultyResources.kindFile') },
          { value: 'link', label: t('facultyResources.kindLink') },
        ]}
        onChange={(kind) => change({ kind })}
      />
      {form.kind === 'link' ? (
        <TextField label={t('facultyResources.fieldUrl')} type="url" {...field.text('url')} />
      ) : (
        resource?.kind !== 'file' && (
          <p className="text-sm text-slate-700">{t('facultyResources.fileAfterCreate')}</p>
        )
      )}
      <ResourceSubjectsField selected={form.subjectIds} onChange={(subjectIds) => change({ subjectIds })} />
      <ResourceArticlesField
        articles={form.articles}
        unavailable={resource?.articles.filter((a) => !a.offered).map((a) => a.id) ?? []}
        error={errors.articles?.[0]}
        onChange={(articles) => change({ articles })}
      />
      <ResourceAudienceField
        audience={form.audience}
        institutions={form.institutions}
        error={errors.institutions?.[0]}
        onChange={change}
      />
    </FormScreen>
  );
}
