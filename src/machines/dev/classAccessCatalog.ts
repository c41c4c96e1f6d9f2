/** Class Products (ADR 345): the product and grant forms, End now and the caller's locked features. Part of the machine catalog (machineCatalog.ts). */
import type { CatalogEntry } from './diagram';
import { featureLocksMachine } from '../classAccess/featureLocksMachine';
import { grantEndMachine } from '../classAccess/grantEndMachine';
import { grantFormMachine } from '../classAccess/grantFormMachine';
import { productFormMachine } from '../classAccess/productFormMachine';
import { renewFormMachine } from '../classAccess/renewFormMachine';

export const CLASS_ACCESS_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'productForm',
    folder: 'classAccess',
    summary:
      "New Product and a product's page on the one form lifecycle: name, the features it unlocks and the sections it opens; create goes to the new product's page, edit saves in place, Reload or Keep mine on a stale save.",
    machine: productFormMachine,
  },
  {
    name: 'grantForm',
    folder: 'classAccess',
    summary:
      'The Grant dialog on the one form lifecycle: an institution found by search, a product, the first and last day and seats; it closes on save.',
    machine: grantFormMachine,
  },
  {
    name: 'renewForm',
    folder: 'classAccess',
    summary:
      "Renew on the one form lifecycle: the grant's new last day, saved on the version it was loaded on; an ended grant runs again; it closes on save.",
    machine: renewFormMachine,
  },
  {
    name: 'grantEnd',
    folder: 'classAccess',
    summary:
      'End now: asks first, naming the product and the institution, then ends the grant on the version the list showed; done or refused, the screen says so and reads its list again.',
    machine: grantEndMachine,
  },
  {
    name: 'featureLocks',
    folder: 'classAccess',
    summary:
      "The caller's features locked by their institution's grants, read once for a screen whose actions they decide; a failed read locks nothing (the server still refuses).",
    machine: featureLocksMachine,
  },
];
