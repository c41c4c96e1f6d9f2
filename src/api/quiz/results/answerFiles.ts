/** A student's answer file for the console (ADR 294): downloaded with the signed-in caller's bearer token. */
import type { HttpClient } from '../../shared/http';
import { ANSWER_FILE_PATHS } from './answerFilesContract';

export const downloadAnswerFile = (
  http: HttpClient,
  assignmentId: number,
  fileId: string,
  signal?: AbortSignal,
) => http.download(ANSWER_FILE_PATHS.file(assignmentId, fileId), { signal });
