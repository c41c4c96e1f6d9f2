/** Korean (ko): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: '파일 제출',
  handScored:
    '학생은 파일(보고서, 풀이 과정 사진 등)을 보내 답하고 교사가 채점합니다. 답에 점수가 매겨질 때까지 응시는 “채점 필요”로 표시됩니다.',
  kinds: '받는 파일 형식',
  kindsHint:
    '.pdf 같은 확장자나 image/* 같은 형식을 쉼표로 구분해 입력하세요. 비워 두면 모든 파일을 받습니다.',
  anyKind: '모든 파일 형식',
  maxSize: '최대 파일 크기(MB)',
  maxSizeHint: '최대 {{max}}MB. 비워 두면 {{max}}MB입니다.',
  maxFiles: '답안당 파일 수',
  instructions: '학생 안내',
  instructionsHint: '파일 선택기 옆에 표시됩니다: 무엇을 어떻게 제출할지.',
  limits: '제한',
  oneFile: '파일 1개, {{size}}까지',
  manyFiles: '파일 최대 {{max}}개, 각각 {{size}}까지',
  error_badKind: '각 파일 형식을 .pdf 같은 확장자나 image/* 같은 형식으로 입력하세요.',
  error_tooManyKinds: '한 문항은 최대 20가지 파일 형식을 받습니다.',
  error_noImage: '그리기 문제에는 이미지가 필요합니다. 위에서 추가하세요.',
  drawing: '학생이 그림 위에 그리기',
  drawingHint:
    '학생은 몇 가지 색과 펜 굵기로 문제 이미지 위에 그립니다. 그린 것은 PNG 파일 하나로 전송되며, 대신 사진을 보낼 수도 있습니다. 문제 이미지가 필요합니다.',
  drawingKey: '학생이 문제 이미지 위에 그리며, 그린 것은 PNG 파일로 전송됩니다.',
  download: '{{name}} 다운로드({{size}})',
  downloadFailed: '파일을 다운로드하지 못했습니다. 다시 시도하세요.',
} as const;
