/** Japanese (ja): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'テキスト選択',
  passage: '本文',
  passageHint:
    '学生が選べる語句を [語句] のように角かっこで囲みます。または本文で語句を選択して「選択可能にする」を押します。',
  markSelection: '選択可能にする',
  spans: '選択できる語句：正解にチェック',
  right: '正解：{{text}}',
  feedback: '「{{text}}」が選ばれたときのフィードバック',
  minChoices: '選ぶ語句の最小数（0：最小なし）',
  maxChoices: '選ぶ語句の最大数（0：制限なし）',
  spanPoints: '{{points}} 点',
  rightWords: '正解の語句',
  scoring: '採点',
  scoringPartial: '部分点：選んだ正しい語句ごとに配点の一部を得て、誤った語句ごとに一部を失います',
  scoringAllOrNothing: '全か無か：正しい語句をちょうど選んだときだけ得点',
  error_noSpan: '本文の語句を少なくとも 1 つ、[ と ] で囲んで選択可能にしてください。',
  error_noRight: '選択できる語句を少なくとも 1 つ正解にしてください。',
  error_brackets: '[ には対応する ] が必要で、空でない語句を囲んでください。',
  error_choices: '最小数は最大数や選択できる語句の数より大きくできません。',
} as const;
