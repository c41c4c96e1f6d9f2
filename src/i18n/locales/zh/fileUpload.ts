/** Chinese (zh): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: '文件上传',
  handScored:
    '学生通过提交文件（报告、解题过程的照片）作答，由教师评分：在答案获得分数之前，该次作答显示“待评分”。',
  kinds: '接受的文件类型',
  kindsHint: '如 .pdf 的扩展名或如 image/* 的类型，用逗号分隔。留空则接受任何文件。',
  anyKind: '任何文件类型',
  maxSize: '最大文件（MB）',
  maxSizeHint: '最多 {{max}} MB。留空则为 {{max}} MB。',
  maxFiles: '每个答案的文件数',
  instructions: '给学生的说明',
  instructionsHint: '显示在文件选择器旁：提交什么以及如何提交。',
  limits: '限制',
  oneFile: '一个文件，不超过 {{size}}',
  manyFiles: '最多 {{max}} 个文件，每个不超过 {{size}}',
  error_badKind: '请将每种文件类型写成扩展名（如 .pdf）或类型（如 image/*）。',
  error_tooManyKinds: '一道题最多接受 20 种文件类型。',
  error_noImage: '绘画题需要一张图片：请在上方添加。',
  drawing: '学生在图片上绘画',
  drawingHint:
    '学生用几种颜色和笔宽在题目的图片上绘画；绘画以一个 PNG 文件发送，学生也可以改为发送一张图片。题目需要图片。',
  drawingKey: '学生在题目的图片上绘画；绘画以 PNG 文件发送。',
  download: '下载 {{name}}（{{size}}）',
  downloadFailed: '无法下载该文件。请重试。',
} as const;
