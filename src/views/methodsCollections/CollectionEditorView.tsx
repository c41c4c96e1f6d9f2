/**
 * A new collection and the collection screen (ADR 316): title, description, the published switch and the ordered
 * videos in the form; beside it the cover and, for those who choose them, the editors.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Collection } from '../../api/methodsCollections/collectionsContract';
import { collectionPaths } from '../../domain/methodsCollections/collectionRoutes';
import { COLLECTION_MESSAGES } from '../../domain/methodsCollections/collections';
import { collectionArticlesMachine } from '../../machines/methodsCollections/collectionArticlesMachine';
import {
  collectionForm,
  collectionFormMachine,
  selectActions,
  selectArticlesError,
} from '../../machines/methodsCollections/collectionFormMachine';
import { createCollectionFormServices } from '../../machines/methodsCollections/collectionServices';
import { useActorOptions } from '../AppContext';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { useFormScreen } from '../shared/useFormScreen';
import { Button } from '../ui/Button';
import { FormScreen } from '../ui/FormScreen';
import { SwitchField } from '../ui/SwitchField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { CollectionArticles } from './CollectionArticles';
import { CollectionCover } from './CollectionCover';
import { CollectionEditorsPanel } from './CollectionEditorsPanel';

export function CollectionEditorView({ base, id }: { readonly base: string; readonly id: number | null }) {
  const { t } = useTranslation();
  const options = useActorOptions();
  const [, navigate] = useLocation();
  const paths = collectionPaths(base);
  const form = useFormActor(collectionFormMachine, id, ({ notify, http }) => {
    const failed = () => notify('error', COLLECTION_MESSAGES.saveFailed);
    return {
      actors: createCollectionFormServices(http),
      actions: {
        // A create says so and goes to the new collection's screen; an edit stays and says so.
        notifySaved: (_, { created, record }) => {
          notify('success', created ? COLLECTION_MESSAGES.created : COLLECTION_MESSAGES.updated);
          if (created) navigate(paths.edit((record as Collection).id), { replace: true });
        },
        notifySaveFailed: failed,
        notifyTheirsUnread: failed,
        notifyInvalid: (_, messages) => notify('error', messages.join('\n')),
      },
    };
  });
  const articlesLogic = useMemo(
    () =>
      collectionArticlesMachine.provide({
        actions: { edit: (_, edit) => form.send({ type: 'form.edit', edit }) },
      }),
    [form],
  );
  const articles = useActorRef(articlesLogic, options);
  const values = useSelector(form, collectionForm.selectValues);
  const errors = useSelector(form, collectionForm.selectErrors);
  const articlesError = useSelector(form, selectArticlesError);
  const actions = useSelector(form, selectActions);
  const record = useSelector(form, collectionForm.selectRecord);
  const field = formFields(values, errors, (patch) => form.send({ type: 'form.change', patch }));
  const onChanged = useCallback(
    (changed: Collection) => form.send({ type: 'record.updated', record: changed }),
    [form],
  );
  const { failed, notFound, saving, loading, screen } = useFormScreen(form, {
    title: id === null ? t('collections.createHeading') : t('collections.editHeading'),
    unsavedId: 'collection-editor',
    selectIsDirty: collectionForm.selectIsDirty,
  });

  return (
    <FormScreen
      {...screen}
      loading={loading}
      backLabel={t('collections.back')}
      list={{ href: paths.list, title: t('collections.title') }}
      notFoundText={t('collections.notFound')}
      failure={
        failed &&
        !notFound && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {t('collections.loadFailed')}
          </p>
        )
      }
      actions={
        <Button type="submit" busy={saving}>
          {id === null ? t('collections.createSubmit') : t('collections.save')}
        </Button>
      }
      after={
        <div className="grid gap-6 lg:grid-cols-2">
          <CollectionCover collection={record} onChanged={onChanged} />
          {record && actions.includes('manageEditors') && <CollectionEditorsPanel collectionId={record.id} />}
        </div>
      }
    >
      <TextField label={t('collections.fieldTitle')} {...field.text('title')} />
      <TextAreaField
        label={t('collections.fieldDescription')}
        description={t('collections.descriptionHint')}
        rows={3}
        {...field.text('description')}
      />
      <SwitchField
        label={t('collections.fieldPublished')}
        description={t('collections.publishedHint')}
        isSelected={values.published}
        isDisabled={!actions.includes('publish')}
        onChange={(published) => form.send({ type: 'form.change', patch: { published } })}
      />
      <CollectionArticles
        actor={articles}
        articles={values.articles}
        error={articlesError}
        reorders={actions.includes('reorder')}
      />
    </FormScreen>
  );
}
