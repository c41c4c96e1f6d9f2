/** Chinese (zh): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: '论述题',
  needsGrading: '待评分',
  needsGradingSoFar: '目前 {{percentage}}% · 待评分',
  handScored: '每篇论述由教师评分：在获得分数之前，该次作答显示“待评分”。',
  minWords: '字数下限',
  minWordsHint: '留空表示不设下限。字数较少的答案仍会保存，也可以提交。',
  maxWords: '字数上限',
  maxWordsHint: '留空表示不限字数。超过上限的答案无法保存。',
  lines: '答题框行数',
  template: '答题框的初始文字',
  graderInfo: '评分者须知',
  graderInfoHint: '好答案应包含的内容。学生永远看不到。',
  noLimit: '不限字数',
  error_minAboveMax: '下限不应高于上限。',
} as const;
