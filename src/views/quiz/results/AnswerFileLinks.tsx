/**
 * The files a student sent as an answer (ADR 294), on the student's detail (where it is graded) and in Needs
 * grading: each a button that downloads it under its name, with its size; a failed download is said beside them.
 * Only those who may read the quiz's results get the files from the server.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../questionTypes/fileUpload/domain/fileKinds';
import { type AnswerFile } from '../../../questionTypes/fileUpload/domain/fileAnswers';
import {
  answerFileMachine,
  selectDownloading,
  selectFailed,
} from '../../../machines/quiz/results/answerFileMachine';
import { createAnswerFileServices } from '../../../machines/quiz/results/answerFileServices';
import { saveFile } from '../../../machines/shared/saveFile';
import { useActorOptions, useHttp } from '../../AppContext';
import { Button } from '../../ui/Button';

export function AnswerFileLinks({
  assignmentId,
  files,
}: {
  readonly assignmentId: number;
  readonly files: readonly AnswerFile[];
}) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const logic = useMemo(
    () =>
      answerFileMachine.provide({
        actors: createAnswerFileServices(http),
        actions: { saveFile: (_, file) => saveFile(file.blob, file.fileName) },
      }),
    [http],
  );
  const actor = useActorRef(logic, useActorOptions());
  const downloading = useSelector(actor, selectDownloading);
  const failed = useSelector(actor, selectFailed);
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-wrap gap-2">
        {files.map((file) => (
          <li key={file.id}>
            <Button
              variant="secondary"
              busy={downloading === file.id}
              disabled={downloading !== null && downloading !== file.id}
              onClick={() =>
                actor.send({ type: 'file.download', assignmentId, fileId: file.id, name: file.name })
              }
            >
              {t('fileUpload.download', { name: file.name, size: formatBytes(file.size, i18n.language) })}
            </Button>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('fileUpload.downloadFailed')}
        </p>
      )}
    </div>
  );
}
