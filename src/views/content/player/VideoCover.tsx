/** The player's cover: the poster as one button that starts the video (click, Enter or Space). */
import { PlayIcon } from './PlayIcon';
import { TeaserImage } from './TeaserImage';

export interface VideoCoverProps {
  readonly label: string;
  readonly poster: string | undefined;
  /** There is a video to play: the play sign shows and the button is enabled. */
  readonly playable: boolean;
  readonly onStart: () => void;
}

export function VideoCover({ label, poster, playable, onStart }: VideoCoverProps) {
  return (
    <button
      type="button"
      className="group absolute inset-0 flex items-center justify-center focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-sky-400"
      aria-label={label}
      disabled={!playable}
      onClick={onStart}
    >
      <TeaserImage src={poster} alt="" className="absolute inset-0 size-full object-cover" />
      {playable && (
        <span className="relative rounded-full bg-black/70 p-3 text-white group-hover:bg-sky-700">
          <PlayIcon />
        </span>
      )}
    </button>
  );
}
