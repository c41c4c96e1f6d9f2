/** pt-BR: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Autor',
  loading: 'Carregando o autor',
  loadFailed: 'Não foi possível carregar a página do autor.',
  notFoundTitle: 'Autor não encontrado',
  notFound: 'Este endereço não corresponde a nenhum autor.',
  notFoundNamed: 'Nenhum artigo publicado cita {{name}} como autor.',
  back: 'Voltar ao painel',
  institutions: 'Instituições',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} artigo publicado',
  articles_many: '{{count}} de artigos publicados',
  articles_other: '{{count}} artigos publicados',
  with: 'Com',
} as const satisfies AreasCatalog['author'];
