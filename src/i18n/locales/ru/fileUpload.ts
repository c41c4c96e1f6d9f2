/** Russian (ru): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Загрузка файла',
  handScored:
    'Учащиеся отвечают, отправляя файл (отчёт, фото решения); его оценивает преподаватель: пока у ответа нет баллов, попытка отмечена «Требует оценки».',
  kinds: 'Принимаемые типы файлов',
  kindsHint:
    'Расширения, например .pdf, или типы, например image/*, через запятую. Оставьте пустым, чтобы принимать любые файлы.',
  anyKind: 'Любой тип файла',
  maxSize: 'Наибольший файл (МБ)',
  maxSizeHint: 'Не более {{max}} МБ. Оставьте пустым для {{max}} МБ.',
  maxFiles: 'Файлов в ответе',
  instructions: 'Указания для учащихся',
  instructionsHint: 'Показываются рядом с выбором файла: что и как отправить.',
  limits: 'Ограничения',
  oneFile: 'Один файл, до {{size}}',
  manyFiles: 'Файлов не больше: {{max}}, каждый до {{size}}',
  error_badKind: 'Запишите каждый тип файла как расширение (.pdf) или тип (image/*).',
  error_tooManyKinds: 'Вопрос принимает не более 20 типов файлов.',
  download: 'Скачать {{name}} ({{size}})',
  downloadFailed: 'Не удалось скачать файл. Попробуйте ещё раз.',
} as const;
