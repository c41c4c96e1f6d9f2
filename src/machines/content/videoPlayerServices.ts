/**
 * The subtitle reachability check of the video player: HEAD each file (GET when HEAD is not allowed); the
 * languages that answer keep their track, the others are dropped (all failing disables subtitles).
 */
import { fromPromise } from 'xstate';

export async function isReachable(
  url: string,
  fetcher: typeof fetch,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const head = await fetcher(url, { method: 'HEAD', signal });
    if (head.ok) return true;
    if (head.status !== 405 && head.status !== 501) return false;
    const get = await fetcher(url, { method: 'GET', signal });
    return get.ok;
  } catch {
    return false;
  }
}

export async function reachableLanguages(
  subtitles: Readonly<Record<string, string>>,
  fetcher: typeof fetch,
  signal?: AbortSignal,
): Promise<string[]> {
  const checks = await Promise.all(
    Object.entries(subtitles).map(async ([language, url]) =>
      (await isReachable(url, fetcher, signal)) ? language : null,
    ),
  );
  return checks.filter((language): language is string => language !== null);
}

/** The player's subtitle check; the view adds the actions on its media element. */
export function createVideoPlayerServices(
  fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
) {
  return {
    actors: {
      checkSubtitles: fromPromise<string[], { subtitles: Readonly<Record<string, string>> }>(
        ({ input, signal }) => reachableLanguages(input.subtitles, fetcher, signal),
      ),
    },
  };
}
