/** The video figures of a customer quiz (ADR 339) as a plain async function over the http client. */
import type { VideoStatistics } from '../../../domain/quiz/results/videoStatistics';
import type { HttpClient } from '../../shared/http';
import { STATISTICS_PATHS, VideoStatisticsResponseSchema } from './statisticsContract';

export function fetchVideoStatistics(
  http: HttpClient,
  quizId: number,
  signal?: AbortSignal,
): Promise<VideoStatistics> {
  return http.request(STATISTICS_PATHS.videoStatistics(quizId), {
    schema: VideoStatisticsResponseSchema,
    signal,
  });
}
