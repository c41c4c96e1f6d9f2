/** Russian (ru): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Эссе',
  needsGrading: 'Требует оценки',
  needsGradingSoFar: '{{percentage}} % на данный момент · Требует оценки',
  handScored:
    'Каждое эссе оценивает преподаватель: попытка показывает «Требует оценки», пока у эссе нет баллов.',
  minWords: 'Минимум слов',
  minWordsHint:
    'Оставьте пустым, чтобы не задавать минимум. Более короткий ответ всё равно сохраняется, и его можно сдать.',
  maxWords: 'Максимум слов',
  maxWordsHint: 'Оставьте пустым, чтобы не ограничивать. Более длинный ответ нельзя сохранить.',
  lines: 'Строк в поле ответа',
  template: 'Текст, с которого начинается поле ответа',
  graderInfo: 'Сведения для проверяющих',
  graderInfoHint: 'Что говорит хороший ответ. Учащиеся этого никогда не видят.',
  noLimit: 'Без лимита слов',
  error_minAboveMax: 'Минимум не должен быть больше максимума.',
} as const;
