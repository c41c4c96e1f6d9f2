/** Chinese (Simplified) (zh): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: '文本选择',
  passage: '段落',
  passageHint:
    '把学生可以选择的每个词或短语放在方括号中，例如 [词语]。或者在段落中选中词语，然后按“设为可选”。',
  markSelection: '设为可选',
  spans: '可选词语：勾选正确的',
  right: '正确：{{text}}',
  feedback: '选择“{{text}}”时的反馈',
  minChoices: '最少选择的词数（0：无最少）',
  maxChoices: '最多选择的词数（0：不限）',
  spanPoints: '{{points}} 分',
  rightWords: '正确词语',
  scoring: '评分',
  scoringPartial: '部分得分：每选对一个词得到相应份额的分数，每选错一个扣除一份',
  scoringAllOrNothing: '全对才得分：只有恰好选中正确词语才得分',
  error_noSpan: '请在 [ 和 ] 之间把段落中至少一个词设为可选。',
  error_noRight: '请至少勾选一个可选词语为正确。',
  error_brackets: '每个 [ 都需要对应的 ]，并包住非空的词语。',
  error_choices: '最少数不能大于最多数，也不能大于可选词语的数量。',
} as const;
