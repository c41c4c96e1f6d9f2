/** Chinese (zh): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: '学生能看到什么',
  score: '分数',
  scoreAtOnce: '立即',
  scoreAfterDeadline: '截止时间后',
  scoreOnRelease: '由我公布时',
  answers: '正确答案和反馈',
  answersNever: '从不',
  answersAfterSubmit: '提交后',
  answersAfterDeadline: '截止时间后',
  hint: '学生提交后在个人链接上看到这些；你的评语与分数一起显示。没有截止时间时，“截止时间后”会等到设定了截止时间且已过。',
  revealsScore:
    '按这些选项，每位学生会在分数显示之前就在自己的答案旁看到正确答案，从而推算出分数。请不要早于分数显示正确答案。',
  save: '保存设置',
  saved: '设置已保存',
  notReleased: '分数尚未公布。',
  released: '分数已于 {{when}} 公布。',
  release: '公布分数',
  withdraw: '撤回公布',
  loadFailed: '无法加载设置。',
  retry: '重试',
} as const;
