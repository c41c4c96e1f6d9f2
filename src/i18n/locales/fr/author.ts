/** fr: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Auteur',
  loading: 'Chargement de l’auteur',
  loadFailed: 'La page de l’auteur n’a pas pu être chargée.',
  notFoundTitle: 'Auteur introuvable',
  notFound: 'Cette adresse ne désigne aucun auteur.',
  notFoundNamed: 'Aucun article publié ne cite {{name}} comme auteur.',
  back: 'Retour au tableau de bord',
  institutions: 'Établissements',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} article publié',
  articles_many: '{{count}} d’articles publiés',
  articles_other: '{{count}} articles publiés',
  with: 'Avec',
} as const satisfies AreasCatalog['author'];
