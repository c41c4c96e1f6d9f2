/**
 * The player's cover: the poster as one button that starts the video (click, Enter or Space); with no video, the
 * poster with the words saying so, and nothing to press.
 */
import { PlayIcon } from './PlayIcon';
import { TeaserImage } from './TeaserImage';

export interface VideoCoverProps {
  readonly label: string;
  /** What shows on the cover when there is no video to play (the catalog's "not available yet"). */
  readonly unavailable: string;
  readonly poster: string | undefined;
  /** There is a video to play: the play sign shows and the cover is a button. */
  readonly playable: boolean;
  readonly onStart: () => void;
}

export function VideoCover({ label, unavailable, poster, playable, onStart }: VideoCoverProps) {
  if (!playable) {
    return (
      <div className="absolute inset-0 flex items-center justify-center">
        <TeaserImage src={poster} alt="" className="absolute inset-0 size-full object-cover" />
        <p className="relative rounded-md bg-black/75 px-3 py-2 text-white">{unavailable}</p>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="group absolute inset-0 flex items-center justify-center focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-sky-400"
      aria-label={label}
      onClick={onStart}
    >
      <TeaserImage src={poster} alt="" className="absolute inset-0 size-full object-cover" />
      <span className="relative rounded-full bg-black/70 p-3 text-white group-hover:bg-sky-700">
        <PlayIcon />
      </span>
    </button>
  );
}
