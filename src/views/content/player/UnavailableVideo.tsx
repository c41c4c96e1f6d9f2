/**
 * An article taken down after it was used (ADR 314): a calm card with its title saying the video is no longer
 * available, in place of a player, never a broken one. Free of the console's i18n, like the player frame: its
 * sentence is given, so the console and the student page both render it.
 *
 * @publicModule the quiz editor and viewer, playlists and the student page show an unavailable video with it.
 */
export function UnavailableVideo({ title, text }: { readonly title: string; readonly text: string }) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-slate-800">
      <p className="flex flex-col">
        <span className="font-medium text-slate-900">
          <bdi>{title}</bdi>
        </span>
        <span className="text-sm">{text}</span>
      </p>
    </div>
  );
}
