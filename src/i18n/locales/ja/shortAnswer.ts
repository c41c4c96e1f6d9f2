/** Japanese (ja): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: '短答',
  answers: '許容する解答',
  answer: '許容する解答 {{number}}',
  feedback: '許容する解答 {{number}} へのフィードバック',
  fraction: '許容する解答 {{number}} の配点の割合',
  addAnswer: '許容する解答を追加',
  removeAnswer: '許容する解答 {{number}} を削除',
  caseSensitive: '大文字と小文字を区別',
  hint: '語の前後と語間の空白は無視されます。アスタリスク (*) は任意の文字列に一致します。',
  wrongAnswers: '問題 {{number}} のよくある誤答',
  colAnswer: '解答',
  colCount: '受験者数',
} as const;
