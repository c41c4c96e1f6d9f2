/**
 * The picture of an ordering question whose items are places on it (ADR 307): the question's image, each place
 * outlined over it and named below its outline. Places and names are shares of the image, so the picture scales to
 * any width (a phone's 390 px) while the names keep their size. The names repeat the list beside the picture, which
 * is what a screen reader reads, so the picture is not read twice. No zod here (ADR 140).
 * @publicModule matching uses it.
 */
import { MathText } from '../../../views/ui/MathText';
import type { Mark, RegionShape } from '../../hotspot/domain/hotspotGeometry';
import { RegionShapeView } from '../../hotspot/views/HotspotShapes';

export interface NamedPlace {
  readonly name: string;
  readonly place: RegionShape;
}

/** The middle of a place's outline across, and its top and bottom. */
function extentOf(place: RegionShape): { x: number; top: number; bottom: number } {
  switch (place.shape) {
    case 'rectangle':
      return { x: place.x + place.width / 2, top: place.y, bottom: place.y + place.height };
    case 'ellipse':
      return { x: place.x, top: place.y - place.radiusY, bottom: place.y + place.radiusY };
    case 'polygon': {
      const xs = place.points.map((p) => p.x);
      const ys = place.points.map((p) => p.y);
      return { x: (Math.min(...xs) + Math.max(...xs)) / 2, top: Math.min(...ys), bottom: Math.max(...ys) };
    }
  }
}

/** How close (in shares of the picture) two names below their places may start before the later one goes above. */
const NEAR = { across: 0.2, down: 0.06 } as const;

/**
 * Where each place's name is shown: below its outline, or above it when the name of a place shown before sits below
 * too near (two airports side by side), so that the names do not cover each other.
 */
function nameAnchors(places: readonly RegionShape[]): (Mark & { readonly above: boolean })[] {
  const below: Mark[] = [];
  return places.map((place) => {
    const { x, top, bottom } = extentOf(place);
    const crowded = below.some(
      (other) => Math.abs(other.x - x) < NEAR.across && Math.abs(other.y - bottom) < NEAR.down,
    );
    if (crowded) return { x, y: top, above: true };
    below.push({ x, y: bottom });
    return { x, y: bottom, above: false };
  });
}

/** A place's outline: light enough to see the picture through, dark enough to find on any picture. */
const OUTLINE = 'fill-sky-400/20 stroke-sky-900 stroke-2';

export function PlacesPicture({ image, places }: { image: string; places: readonly NamedPlace[] }) {
  const anchors = nameAnchors(places.map(({ place }) => place));
  return (
    <div className="relative w-full max-w-2xl self-start" data-testid="places-picture">
      <img src={image} alt="" draggable={false} className="block h-auto w-full rounded" />
      <svg
        aria-hidden="true"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 size-full"
      >
        {places.map(({ name, place }) => (
          <RegionShapeView key={name} region={place} className={OUTLINE} />
        ))}
      </svg>
      {places.map(({ name }, index) => {
        const at = anchors[index]!;
        return (
          <span
            key={name}
            aria-hidden="true"
            data-place={name}
            className={`user-text pointer-events-none absolute max-w-[40%] -translate-x-1/2 truncate rounded bg-slate-900/85 px-1 text-xs leading-5 font-semibold text-white ${at.above ? '-translate-y-full' : ''}`}
            style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }}
          >
            <MathText text={name} />
          </span>
        );
      })}
    </div>
  );
}
