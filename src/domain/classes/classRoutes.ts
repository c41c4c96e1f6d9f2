/**
 * Which screen a path of the classes area opens: the list (/classes), a class's page (/classes/{id}), a class
 * document (/classes/view-file/{id}/document/{documentId}) or a faculty resource in the same viewer
 * (/classes/view-resource/{resourceId}, ADR 317: every instructor has the classes area). Any other path under
 * /classes names no class: it opens the class not-found, which leads back to the list.
 */
import { pathSegments } from '../access/roles';

const CLASSES_PATH = '/classes';

type ClassRoute =
  | { readonly kind: 'list' }
  | { readonly kind: 'page'; readonly classId: number }
  | { readonly kind: 'document'; readonly classId: number; readonly documentId: number }
  | { readonly kind: 'resource'; readonly resourceId: number }
  | { readonly kind: 'notFound'; readonly back: string };

const idOf = (segment: string | undefined): number | null =>
  segment !== undefined && /^\d+$/.test(segment) && Number(segment) > 0 ? Number(segment) : null;

export function resolveClassRoute(path: string): ClassRoute {
  const [, ...rest] = pathSegments(path);
  if (rest.length === 0) return { kind: 'list' };
  const classId = idOf(rest[0]);
  if (rest.length === 1 && classId !== null) return { kind: 'page', classId };
  const resourceId = rest.length === 2 && rest[0] === 'view-resource' ? idOf(rest[1]) : null;
  if (resourceId !== null) return { kind: 'resource', resourceId };
  if (rest.length === 4 && rest[0] === 'view-file' && rest[2] === 'document') {
    const fileClassId = idOf(rest[1]);
    const documentId = idOf(rest[3]);
    if (fileClassId !== null && documentId !== null)
      return { kind: 'document', classId: fileClassId, documentId };
  }
  return { kind: 'notFound', back: CLASSES_PATH };
}
