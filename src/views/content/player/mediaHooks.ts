/**
 * What the student page's interactive video (ADR 338) takes of a player's media element: a ref to command it (seek,
 * pause, play, rate), the element's events, and speeds of its own.
 *
 * @publicModule the student page's interactive video plays through the player frame.
 */
import type { RefObject, SyntheticEvent } from 'react';

export interface MediaHooks {
  readonly ref: RefObject<HTMLVideoElement | null>;
  /** The element's play, pause, timeupdate and seeking events. */
  readonly onEvent: (event: SyntheticEvent<HTMLVideoElement>) => void;
  /** The speeds are chosen outside: the frame's speed field and the element's own speed menu are left out. */
  readonly ownSpeeds: boolean;
  /** Fullscreen is the page's (ADR 342): the element's own fullscreen button is left out. */
  readonly ownFullscreen?: boolean;
}
