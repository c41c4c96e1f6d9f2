/** Chinese (zh): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: '新问题的类型',
  points: '分值',
  generalFeedback: '总体反馈',
  pointsAndFeedback: '分值和反馈',
  pointsEarned: '{{earned}} / {{max}}',
  textBlock: '文本块',
  addText: '添加文本',
  textBlockText: '向学生显示的文本',
  textBlockHint: '学生在题目之间阅读这段文本。它不提问，也没有分数。',
  equationError: '公式错误',
  equationPreview: '预览',
  /** ADR 389: the chemical structure question. */
  structure: '化学结构',
  structureBoard: '正确分子的绘图板',
  structureText: '正确分子（SMILES 或 molfile）',
  structureTextHint: '在绘图板上画出，或在此输入或粘贴其 SMILES 或 molfile。',
  structureStereo: '计入立体化学',
  structureStereoHint: '对映异构体和 E/Z 异构体将是不同的答案。',
  structureStereoOn: '是',
  structureStereoOff: '否',
  structureRight: '正确分子',
  structureMissing: '请画出正确分子，或粘贴其 SMILES 或 molfile',
  structureUnreadable: '无法读取该分子：请检查其 SMILES 或 molfile',
  structureEmpty: '该分子没有原子：请画出或输入其 SMILES',
  structureTooLarge: '分子过大：最多 100 个原子',
  structureLoading: '正在加载绘图板…',
  structureLoadFailed: '无法加载绘图板：请改为输入 SMILES。',
} as const;
export const choice = {
  name: '选择题',
} as const;
