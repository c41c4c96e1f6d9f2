/** The library rebuild calls (SPEC section 7 "Rebuild") as plain async functions over the http client. */
import type { HttpClient } from '../../shared/http';
import {
  REBUILD_PATHS,
  RebuildMessageResponseSchema,
  RebuildSectionsResponseSchema,
  type ProcessLibrariesRequest,
  type RebuildSection,
} from './rebuildContract';

export async function rebuildSectionQuiz(
  http: HttpClient,
  quizId: number,
  signal?: AbortSignal,
): Promise<string> {
  const { message } = await http.request(REBUILD_PATHS.rebuildQuiz(quizId), {
    schema: RebuildMessageResponseSchema,
    signal,
  });
  return message;
}

export async function processSectionQuizLibraries(
  http: HttpClient,
  request: ProcessLibrariesRequest,
  signal?: AbortSignal,
): Promise<string> {
  const { message } = await http.request(REBUILD_PATHS.processLibraries, {
    method: 'POST',
    body: request,
    schema: RebuildMessageResponseSchema,
    signal,
  });
  return message;
}

export async function fetchRebuildSections(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<RebuildSection[]> {
  const { sections } = await http.request(REBUILD_PATHS.sections, {
    schema: RebuildSectionsResponseSchema,
    signal,
  });
  return sections;
}
