/**
 * The video figures of a customer quiz are a record (ADR 191, ADR 339), read over src/api/quiz/results. The reader
 * reads a video's watching curve as a table: a part of the record, toggled per video.
 */
import type { HttpClient } from '../../../api/shared/http';
import { fetchVideoStatistics } from '../../../api/quiz/results/videoStatistics';
import { recordServices } from '../../shared/recordMachine';

export function createVideoStatisticsServices(http: HttpClient) {
  return recordServices((request: { quizId: number }, signal: AbortSignal) =>
    fetchVideoStatistics(http, request.quizId, signal),
  );
}

/** The part a video's curve read as a table is, by the video's item id. */
export const curveTablePart = (itemId: number) => `curve:${itemId}:table`;

/** Whether the curve of the video `itemId` is read as a table, from the toggled parts. */
export const curveAsTable = (toggled: readonly string[], itemId: number) =>
  toggled.includes(curveTablePart(itemId));
