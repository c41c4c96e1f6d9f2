/** ru: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Ваш доступ',
  loading: 'Загрузка подписки',
  loadFailed: 'Не удалось загрузить вашу подписку.',
  detailsHeading: 'Ваша подписка',
  kindLabel: 'Тип учётной записи',
  kindTrial: 'Пробный период',
  kindSubscription: 'Подписка',
  kindNone: 'Нет пробного периода или подписки',
  endsLabel: 'Действует до',
  endedLabel: 'Срок истёк',
  endsNever: 'Бессрочно',
  runningLabel: 'Действует сейчас',
  runningYes: 'Да',
  runningNo: 'Нет',
  noEndNote:
    'У вашей учётной записи нет собственного пробного периода или подписки, поэтому доступ не ограничен по сроку.',
  trialEndedNote:
    'Ваш пробный период закончился {{date}}. Пока он не открывает разделов; ваш менеджер может продлить его.',
  subscriptionEndedNote:
    'Ваша подписка закончилась {{date}}. Пока она не открывает разделов; ваш менеджер может продлить её.',
  sectionsHeading: 'Доступные вам разделы',
  sectionsHint: 'Откройте раздел, чтобы увидеть вложенные в него разделы.',
  noSections: 'Сейчас вам не открыт ни один раздел.',
  childrenLabel: 'Разделы в «{{title}}»',
  childrenLoading: 'Загрузка разделов в «{{title}}»',
  childrenFailed: 'Не удалось загрузить разделы в «{{title}}».',
  retry: 'Повторить',
  noChildren: 'В «{{title}}» нет вложенных разделов.',
} as const satisfies AreasCatalog['access'];
