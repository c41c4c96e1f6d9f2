/** New Product and a product's page (ADR 345): its name, the features it unlocks and the sections it opens. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { FEATURES, PRODUCT_LINES, type Feature, type Product } from '../../domain/classAccess/classAccess';
import type { SectionProduct } from '../../domain/content/content';
import { createProductFormServices } from '../../machines/classAccess/classAccessServices';
import { productForm, productFormMachine } from '../../machines/classAccess/productFormMachine';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { useFormScreen } from '../shared/useFormScreen';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { CheckboxOptions } from '../ui/CheckboxOptions';
import { Spinner } from '../ui/Spinner';
import { FormScreen } from '../ui/FormScreen';
import { TextField } from '../ui/TextField';

const toggled = <T,>(values: readonly T[], value: T, on: boolean) =>
  on ? [...values.filter((one) => one !== value), value] : values.filter((one) => one !== value);

export function ProductFormView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const message = useMessage();
  const actor = useFormActor(productFormMachine, id, ({ http, notify, navigate }) => ({
    actors: createProductFormServices(http),
    actions: {
      notifySaved: (_, { created, record }) => {
        notify('success', created ? t('classAccess.productCreated') : t('classAccess.productSaved'));
        if (created) navigate(`/class-access/products/${(record as Product).id}`, { replace: true });
      },
    },
  }));
  const values = useSelector(actor, productForm.selectValues);
  const errors = useSelector(actor, productForm.selectErrors);
  const change = (patch: Partial<typeof values>) => actor.send({ type: 'form.change', patch });
  const field = formFields(values, errors, change);
  const { loading, failed, notFound, saving, screen } = useFormScreen(actor, {
    title: id === null ? t('classAccess.productNew') : t('classAccess.productEdit'),
    unsavedId: 'product-form',
    selectIsDirty: productForm.selectIsDirty,
  });

  if (failed && !notFound) throw new Error('The product could not be loaded');
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  return (
    <FormScreen
      {...screen}
      backLabel={t('classAccess.back')}
      list={{ href: '/class-access/products', title: t('classAccess.products') }}
      notFoundText={t('classAccess.productNotFound')}
      actions={
        <Button type="submit" busy={saving}>
          {id === null ? t('classAccess.create') : t('classAccess.save')}
        </Button>
      }
    >
      <TextField label={t('classAccess.name')} {...field.text('name')} required />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.features ? 'product-features-error' : undefined}
      >
        <legend className="mb-1 font-medium text-slate-800">{t('classAccess.fieldFeatures')}</legend>
        <CheckboxOptions<Feature>
          name="features"
          values={FEATURES}
          labelOf={(feature) => t(`classAccess.feature_${feature}`)}
          chosen={values.features}
          onToggle={(feature, on) => change({ features: toggled(values.features, feature, on) })}
        />
        {errors.features?.[0] && (
          <p id="product-features-error" className="text-sm text-red-800">
            {message(errors.features[0])}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-800">{t('classAccess.fieldLines')}</legend>
        <CheckboxOptions<SectionProduct>
          name="lines"
          values={PRODUCT_LINES}
          labelOf={(line) => t(`classAccess.line_${line as 'core'}`)}
          chosen={values.lines}
          onToggle={(line, on) => change({ lines: toggled(values.lines, line, on) })}
        />
      </fieldset>
    </FormScreen>
  );
}
