/**
 * File upload on the teacher's screens (ADR 294): no right answer, but what students are asked to send: the kinds of
 * file taken (or any), how many files of what size, and the instructions they read beside the picker.
 */
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../domain/quiz/questionTypes/fileUpload/fileKinds';
import { fileLimitsOf, fileUploadOf } from '../../../../domain/quiz/questionTypes/fileUpload/fileUpload';
import type { AnswerKeyProps } from '../answerKey';
import { AnswerKeyRows, type AnswerKeyRow } from '../AnswerKeyRows';

export function FileUploadAnswerKey({ definition }: AnswerKeyProps) {
  const { t, i18n } = useTranslation();
  const { kinds, maxBytes, maxFiles } = fileLimitsOf(definition);
  const { instructions } = fileUploadOf(definition);
  const size = formatBytes(maxBytes, i18n.language);
  const rows: AnswerKeyRow[] = [
    ['fileUpload.kinds', kinds.length > 0 ? kinds.join(', ') : t('fileUpload.anyKind')],
    [
      'fileUpload.limits',
      maxFiles > 1 ? t('fileUpload.manyFiles', { max: maxFiles, size }) : t('fileUpload.oneFile', { size }),
    ],
    ['fileUpload.instructions', instructions],
  ];
  return <AnswerKeyRows rows={rows} />;
}
