/**
 * New Product and a product's page (ADR 345) on the one form lifecycle (ADR 125): its name, the features it
 * unlocks and the product lines it opens. A create goes to the new product's page; an edit saves in place on the
 * version it was loaded with (ADR 109), a stale one waiting in `conflict` for Reload or Keep mine.
 */
import type { ActorRefFrom } from 'xstate';
import {
  EMPTY_PRODUCT_FORM,
  ProductFormSchema,
  productFormOf,
  type ProductForm,
} from '../../domain/classAccess/classAccess';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: productFormMachine, selectors: productForm } = defineForm({
  id: 'productForm',
  record: 'this product',
  schema: ProductFormSchema,
  empty: EMPTY_PRODUCT_FORM,
  valuesOf: productFormOf,
});

export type ProductFormActorRef = ActorRefFrom<typeof productFormMachine>;

export type SaveProductInput = SaveFormInput<ProductForm>;
