/** Japanese (ja): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'ファイル提出',
  handScored:
    '学生はファイル（レポート、解答過程の写真など）を送って解答し、教員が採点します。解答に点数が付くまで、受験は「採点待ち」と表示されます。',
  kinds: '受け付けるファイルの種類',
  kindsHint:
    '.pdf のような拡張子や image/* のような種類をカンマで区切って入力します。空欄にするとすべてのファイルを受け付けます。',
  anyKind: 'すべての種類のファイル',
  maxSize: '最大ファイルサイズ（MB）',
  maxSizeHint: '最大 {{max}} MB。空欄の場合は {{max}} MB です。',
  maxFiles: '解答あたりのファイル数',
  instructions: '学生への指示',
  instructionsHint: 'ファイル選択の横に表示されます：何をどのように提出するか。',
  limits: '制限',
  oneFile: 'ファイル 1 つ、{{size}} まで',
  manyFiles: 'ファイルは最大 {{max}} 個、それぞれ {{size}} まで',
  error_badKind: 'ファイルの種類は .pdf のような拡張子か image/* のような種類で入力してください。',
  error_tooManyKinds: '1 つの問題で受け付けるファイルの種類は最大 20 です。',
  error_noImage: '描画の問題には画像が必要です。上で追加してください。',
  drawing: '学習者が画像に描く',
  drawingHint:
    '学習者は問題の画像にいくつかの色とペンの太さで描きます。描いたものは 1 つの PNG ファイルとして送られます。代わりに画像を送ることもできます。問題の画像が必要です。',
  drawingKey: '学習者は問題の画像に描き、描いたものは PNG ファイルとして送られます。',
  download: '{{name}} をダウンロード（{{size}}）',
  downloadFailed: 'ファイルをダウンロードできませんでした。もう一度お試しください。',
} as const;
