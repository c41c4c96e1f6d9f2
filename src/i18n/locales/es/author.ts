/** es: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Autor',
  loading: 'Cargando el autor',
  loadFailed: 'No se pudo cargar la página del autor.',
  notFoundTitle: 'Autor no encontrado',
  notFound: 'Esta dirección no corresponde a ningún autor.',
  notFoundNamed: 'Ningún artículo publicado cita a {{name}} como autor.',
  back: 'Volver al panel',
  institutions: 'Instituciones',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} artículo publicado',
  articles_many: '{{count}} de artículos publicados',
  articles_other: '{{count}} artículos publicados',
  with: 'Con',
} as const satisfies AreasCatalog['author'];
