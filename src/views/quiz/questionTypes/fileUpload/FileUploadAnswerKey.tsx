/**
 * File upload on the teacher's screens (ADR 294): no right answer, but what students are asked to send: the kinds of
 * file taken (or any), how many files of what size, and the instructions they read beside the picker.
 */
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../domain/quiz/questionTypes/fileUpload/fileKinds';
import { fileLimitsOf, fileUploadOf } from '../../../../domain/quiz/questionTypes/fileUpload/fileUpload';
import type { AnswerKeyProps } from '../answerKey';

export function FileUploadAnswerKey({ definition }: AnswerKeyProps) {
  const { t, i18n } = useTranslation();
  const { kinds, maxBytes, maxFiles } = fileLimitsOf(definition);
  const { instructions } = fileUploadOf(definition);
  const size = formatBytes(maxBytes, i18n.language);
  const rows = [
    ['kinds', kinds.length > 0 ? kinds.join(', ') : t('fileUpload.anyKind')],
    [
      'limits',
      maxFiles > 1 ? t('fileUpload.manyFiles', { max: maxFiles, size }) : t('fileUpload.oneFile', { size }),
    ],
    ['instructions', instructions],
  ] as const;
  return (
    <dl className="flex flex-col gap-1 text-sm text-slate-700">
      {rows.map(([key, text]) =>
        text ? (
          <div key={key} className="flex flex-col gap-0.5">
            <dt className="font-medium text-slate-800">{t(`fileUpload.${key}`)}</dt>
            <dd className="rounded border border-slate-200 px-3 py-1.5 whitespace-pre-line">{text}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
