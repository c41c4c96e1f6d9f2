/** Japanese (ja): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: '学生に見せる内容',
  score: 'スコア',
  scoreAtOnce: 'すぐに',
  scoreAfterDeadline: '締め切り後',
  scoreOnRelease: '私が公開したとき',
  answers: '正解とフィードバック',
  answersNever: '表示しない',
  answersAfterSubmit: '提出後',
  answersAfterDeadline: '締め切り後',
  hint: '学生は提出後、個人リンクでこれを見ます。あなたのコメントはスコアと一緒に表示されます。締め切りがない場合、「締め切り後」は締め切りが設定されて過ぎるまで待ちます。',
  revealsScore:
    'この組み合わせでは、点数が表示される前に各学生が自分の解答の横に正解を見られるため、点数が分かってしまいます。正解は点数より前に表示しないでください。',
  save: '設定を保存',
  saved: '設定を保存しました',
  notReleased: 'スコアはまだ公開されていません。',
  released: 'スコアを {{when}} に公開しました。',
  release: 'スコアを公開',
  withdraw: '公開を取り消す',
  loadFailed: '設定を読み込めませんでした。',
  retry: '再試行',
} as const;
