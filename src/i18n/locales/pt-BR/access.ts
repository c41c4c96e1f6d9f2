/** pt-BR: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Seu acesso',
  loading: 'Carregando sua assinatura',
  loadFailed: 'Não foi possível carregar sua assinatura.',
  detailsHeading: 'Sua assinatura',
  kindLabel: 'Tipo de conta',
  kindTrial: 'Avaliação',
  kindSubscription: 'Assinatura',
  kindNone: 'Sem avaliação nem assinatura',
  endsLabel: 'Termina em',
  endedLabel: 'Terminou em',
  endsNever: 'Não termina',
  runningLabel: 'Em vigor agora',
  runningYes: 'Sim',
  runningNo: 'Não',
  noEndNote: 'Sua conta não tem avaliação nem assinatura próprias, então o acesso dela não termina.',
  trialEndedNote:
    'Seu período de avaliação terminou em {{date}}. Por enquanto ele não abre nenhuma seção; seu gerente de conta pode estendê-lo.',
  subscriptionEndedNote:
    'Sua assinatura terminou em {{date}}. Por enquanto ela não abre nenhuma seção; seu gerente de conta pode renová-la.',
  sectionsHeading: 'Seções abertas para você',
  sectionsHint: 'Abra uma seção para ver as seções dentro dela.',
  noSections: 'Nenhuma seção está aberta para você agora.',
  childrenLabel: 'Seções de {{title}}',
  childrenLoading: 'Carregando as seções de {{title}}',
  childrenFailed: 'Não foi possível carregar as seções de {{title}}.',
  retry: 'Tentar novamente',
  noChildren: '{{title}} não tem outras seções dentro dela.',
} as const satisfies AreasCatalog['access'];
