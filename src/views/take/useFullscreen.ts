/**
 * The interactive player's fullscreen (ADR 342): the wrapper of the video, its question, guide and transcript goes
 * fullscreen together, so a question asked at its moment is seen and answered there. Where the browser cannot put
 * an element fullscreen (Safari on iPhone), the video alone goes fullscreen in the system's player
 * (`webkitEnterFullscreen`), and leaves it when a question is asked: the question shows on the page. The browser
 * owns the state (Esc leaves too): this mirrors it for the button and the layout.
 */
import { useEffect, useState, type RefObject } from 'react';

/** Safari's prefixed fullscreen, on the document, an element and the video element. */
type WebkitDocument = Document & {
  readonly webkitFullscreenEnabled?: boolean;
  readonly webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => void;
};
type WebkitElement = HTMLElement & { webkitRequestFullscreen?: () => void };
type WebkitVideo = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  readonly webkitDisplayingFullscreen?: boolean;
};

const webkitDocument = () => document as WebkitDocument;
const fullscreenElement = () =>
  document.fullscreenElement ?? webkitDocument().webkitFullscreenElement ?? null;

/** Whether an element (not only a video) may go fullscreen here. */
const wrapperCanGoFullscreen = () =>
  typeof document !== 'undefined' &&
  Boolean(document.fullscreenEnabled || webkitDocument().webkitFullscreenEnabled);
/** Whether the video alone can, in the system's player (Safari on iPhone). */
const videoCanGoFullscreen = () =>
  typeof HTMLVideoElement !== 'undefined' && 'webkitEnterFullscreen' in HTMLVideoElement.prototype;

export function useFullscreen(
  wrapper: RefObject<HTMLElement | null>,
  media: RefObject<HTMLVideoElement | null>,
  asked: boolean,
) {
  const [wrapperFullscreen] = useState(wrapperCanGoFullscreen);
  const [available] = useState(() => wrapperFullscreen || videoCanGoFullscreen());
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const changed = () => setFullscreen(wrapper.current !== null && fullscreenElement() === wrapper.current);
    document.addEventListener('fullscreenchange', changed);
    document.addEventListener('webkitfullscreenchange', changed);
    return () => {
      document.removeEventListener('fullscreenchange', changed);
      document.removeEventListener('webkitfullscreenchange', changed);
    };
  }, [wrapper]);

  // The system's player hides the page: a question asked brings the student back to it.
  useEffect(() => {
    const video = media.current as WebkitVideo | null;
    if (asked && video?.webkitDisplayingFullscreen) video.webkitExitFullscreen?.();
  }, [asked, media]);

  const toggle = () => {
    const element = wrapper.current as WebkitElement | null;
    if (!element) return;
    if (fullscreenElement() === element) {
      if (document.exitFullscreen) void document.exitFullscreen().catch(() => {});
      else webkitDocument().webkitExitFullscreen?.();
    } else if (wrapperFullscreen) {
      if (element.requestFullscreen) void element.requestFullscreen().catch(() => {});
      else element.webkitRequestFullscreen?.();
    } else (media.current as WebkitVideo | null)?.webkitEnterFullscreen?.();
  };

  return { available, wrapperFullscreen, fullscreen, toggle };
}
