/** Japanese (ja): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: '新しい問題の種類',
  points: '配点',
  generalFeedback: '全体のフィードバック',
  pointsAndFeedback: '配点とフィードバック',
  pointsEarned: '{{max}} 点中 {{earned}} 点',
} as const;
export const choice = {
  name: '多肢選択',
} as const;
