/** The answer file downloads' real effects over src/api (ADR 294). */
import { fromPromise } from 'xstate';
import { downloadAnswerFile } from '../../../api/quiz/results/answerFiles';
import type { HttpClient } from '../../../api/shared/http';
import type { AnswerFileRequest, DownloadedAnswerFile } from './answerFileMachine';

export function createAnswerFileServices(http: HttpClient) {
  return {
    downloadFile: fromPromise<DownloadedAnswerFile, AnswerFileRequest>(async ({ input, signal }) => {
      const { blob } = await downloadAnswerFile(http, input.assignmentId, input.fileId, signal);
      // The name the student's file has in the answer, whatever the header says.
      return { blob, fileName: input.name };
    }),
  };
}
