/** Russian (ru): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Тип нового вопроса',
  points: 'Баллы',
  generalFeedback: 'Общий отзыв',
  pointsAndFeedback: 'Баллы и отзыв',
  pointsEarned: '{{earned}} из {{max}}',
  textBlock: 'Текстовый блок',
  addText: 'Добавить текст',
  textBlockText: 'Текст для учащихся',
  textBlockHint: 'Учащиеся читают этот текст между вопросами. Он ничего не спрашивает и не даёт баллов.',
  equationError: 'Ошибка в формуле',
  equationPreview: 'Предпросмотр',
  /** ADR 389: the chemical structure question. */
  structure: 'Химическая структура',
  structureBoard: 'Доска для рисования правильной молекулы',
  structureText: 'Правильная молекула (SMILES или molfile)',
  structureTextHint: 'Нарисуйте её на доске или введите либо вставьте сюда её SMILES или molfile.',
  structureStereo: 'Стереохимия учитывается',
  structureStereoHint: 'Тогда энантиомеры и E/Z-изомеры — разные ответы.',
  structureStereoOn: 'Да',
  structureStereoOff: 'Нет',
  structureRight: 'Правильная молекула',
  structureMissing: 'Нарисуйте правильную молекулу или вставьте её SMILES или molfile',
  structureUnreadable: 'Не удалось прочитать молекулу: проверьте её SMILES или molfile',
  structureEmpty: 'В молекуле нет атомов: нарисуйте её или введите её SMILES',
  structureTooLarge: 'Молекула слишком большая: не более 100 атомов',
  structureLoading: 'Загрузка доски для рисования…',
  structureLoadFailed: 'Не удалось загрузить доску для рисования: введите вместо этого SMILES.',
} as const;
export const choice = {
  name: 'Множественный выбор',
} as const;
