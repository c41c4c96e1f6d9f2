/** Korean (ko): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: '{{name}}에 그림 추가',
  replace: '그림 바꾸기',
  replaceOf: '{{name}}의 그림 바꾸기',
  remove: '그림 제거',
  removeOf: '{{name}}의 그림 제거',
  alt: '대체 텍스트',
  altOf: '{{name}} 그림의 대체 텍스트',
  altHint:
    '그림이 보여 주는 내용으로, 그림을 볼 수 없는 학생에게 읽어 줍니다. 텍스트가 없는 항목은 이 이름으로 불립니다.',
  thumbnail: '{{name}}의 그림',
} as const;
