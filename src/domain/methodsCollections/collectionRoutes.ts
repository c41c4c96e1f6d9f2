/**
 * Which screen a path of the collection screens opens, under the base they are mounted at: `/methods-collections`
 * for the full admins, `/publish/collections` for the desk's editors (ADR 316). The list at the base, a new
 * collection at `{base}/create`, a collection at `{base}/edit/{id}`; any other path under the base names no
 * collection and leads back to the list.
 */
import { pathSegments } from '../access/roles';
import { DB_INT_MAX } from '../shared/fields';

export type CollectionRoute =
  | { readonly kind: 'list' }
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly id: number }
  | { readonly kind: 'notFound' };

export function resolveCollectionRoute(path: string, base: string): CollectionRoute {
  const baseSegments = pathSegments(base);
  const segments = pathSegments(path);
  const inside = baseSegments.every((segment, index) => segments[index] === segment);
  if (!inside) return { kind: 'notFound' };
  const rest = segments.slice(baseSegments.length);
  if (rest.length === 0) return { kind: 'list' };
  if (rest.length === 1 && rest[0] === 'create') return { kind: 'create' };
  if (rest.length === 2 && rest[0] === 'edit' && /^\d+$/.test(rest[1]!)) {
    const id = Number(rest[1]);
    if (id > 0 && id <= DB_INT_MAX) return { kind: 'edit', id };
  }
  return { kind: 'notFound' };
}

/** The addresses of the screens under a base. */
export const collectionPaths = (base: string) => ({
  list: base,
  create: `${base}/create`,
  edit: (id: number) => `${base}/edit/${id}`,
});
