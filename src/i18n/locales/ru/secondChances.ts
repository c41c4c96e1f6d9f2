/** Russian (ru): second chances on the student's detail, from src/i18n/en/secondChances.ts. */
export const secondChances = {
  heading: 'Вторая попытка',
  extraTime: 'Дополнительное время',
  extraNone: 'Нет',
  extraMinutes: 'Дополнительные минуты',
  extraFactor: 'Время × коэффициент',
  minutes: 'Добавлено минут',
  factor: 'Коэффициент (например, 1,5)',
  untimed:
    'У этого теста нет ограничения по времени: дополнительное время действует для тестов с ограничением.',
  personalDeadline: 'Личный срок',
  personalDeadlineHint: 'Учитывается, только если он позже срока теста.',
  save: 'Сохранить',
  deadlineNow: 'Срок для этого ученика: {{date}}',
  noDeadline: 'Без срока',
  reopenUntil: 'Открыть снова до',
  reopen: 'Открыть попытку снова',
  reopened: 'Снова открыто: {{name}}, {{date}}',
  loadFailed: 'Не удалось загрузить данные о второй попытке.',
  retry: 'Повторить',
} as const;
