/** Russian (ru): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Что видят учащиеся',
  score: 'Результат',
  scoreAtOnce: 'Сразу',
  scoreAfterDeadline: 'После срока сдачи',
  scoreOnRelease: 'Когда я его открою',
  answers: 'Правильные ответы и отзыв',
  answersNever: 'Никогда',
  answersAfterSubmit: 'После сдачи',
  answersAfterDeadline: 'После срока сдачи',
  hint: 'Учащиеся видят это по своей личной ссылке после сдачи; ваши комментарии показываются вместе с результатом. Без срока сдачи «После срока сдачи» ждёт, пока срок не будет задан и не пройдёт.',
  revealsScore:
    'При таком выборе каждый студент видит правильные ответы рядом со своими раньше, чем показан балл, и узнаёт балл по ним. Показывайте правильные ответы не раньше балла.',
  save: 'Сохранить настройку',
  saved: 'Настройка сохранена',
  notReleased: 'Результаты ещё не открыты.',
  released: 'Результаты открыты {{when}}.',
  release: 'Открыть результаты',
  withdraw: 'Отменить открытие',
  loadFailed: 'Не удалось загрузить настройку.',
  retry: 'Повторить',
} as const;
