/** ru: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Не начато',
  stateOpened: 'Открыто',
  stateInProgress: 'Выполняется',
  stateSubmitted: 'Сдано',
  stateLate: 'С опозданием',
  stateMissing: 'Не сдано в срок',
  stateNeedsGrading: 'Требует оценки',
  colState: 'Состояние',
  openAttempt: 'Попытка {{number}}: {{state}}',
  filterLabel: 'Показать студентов',
  filterAll: 'Все ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Напомнить тем, кто не сдал ({{count}})',
  reminded: 'Напоминание отправляется: {{list}}',
  recentlyReminded: 'Повторно не напомнили (напоминали меньше часа назад): {{list}}',
  mailOff:
    'На этом сервере не настроена почта, поэтому напоминание отправить нельзя. Скопируйте адреса студентов, которые не сдали, и напишите им сами или скопируйте их ссылки в разделе «Ссылки студентов» на странице класса.',
  copyEmails: 'Копировать адреса',
  emailsCopied: 'Адреса скопированы',
  linksHintMail:
    'У каждого студента есть личная ссылка, которую этот сервер отправляет по почте. Ссылку можно также скопировать и передать самому.',
  linksHintNoMail:
    'У каждого студента есть личная ссылка. Этот сервер не отправляет почту: скопируйте ссылки и передайте их сами.',
  copyAll: 'Копировать все',
  allCopied: 'Все ссылки скопированы',
  downloadLinks: 'Скачать CSV',
} as const satisfies AreasCatalog['roster'];
