/** The play triangle of the player's cover and pause overlay. */
export const PlayIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-10 fill-current">
    <path d="M8 5v14l11-7z" />
  </svg>
);
