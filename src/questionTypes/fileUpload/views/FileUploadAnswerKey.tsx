/**
 * File upload on the teacher's screens (ADR 294): no right answer, but what students are asked to send: the kinds of
 * file taken (or any), how many files of what size, the instructions they read beside the picker, and whether they
 * draw on the picture (ADR 306).
 */
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../domain/fileKinds';
import { fileLimitsOf, fileUploadOf } from '../domain/fileUpload';
import type { AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyRows, type AnswerKeyRow } from '../../shared/views/AnswerKeyRows';

export function FileUploadAnswerKey({ definition, image }: AnswerKeyProps) {
  const { t, i18n } = useTranslation();
  const { kinds, maxBytes, maxFiles } = fileLimitsOf(definition);
  const { instructions, drawing } = fileUploadOf(definition);
  const size = formatBytes(maxBytes, i18n.language);
  const rows: AnswerKeyRow[] = [
    ['fileUpload.kinds', kinds.length > 0 ? kinds.join(', ') : t('fileUpload.anyKind')],
    [
      'fileUpload.limits',
      maxFiles > 1 ? t('fileUpload.manyFiles', { max: maxFiles, size }) : t('fileUpload.oneFile', { size }),
    ],
    ['fileUpload.instructions', instructions],
    ['fileUpload.drawing', drawing ? t('fileUpload.drawingKey') : undefined],
  ];
  return (
    <>
      {drawing && image && <img src={image} alt="" className="max-h-48 w-auto self-start rounded" />}
      <AnswerKeyRows rows={rows} />
    </>
  );
}
