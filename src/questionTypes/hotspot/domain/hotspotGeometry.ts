/**
 * The geometry of hotspot questions (ADR 203): regions and marks in shares of the image's width and height (0..1
 * across, 0..1 down), so one definition fits the image at any size it is shown. A circle is an ellipse whose radii
 * are shares of the width and of the height: it scores without knowing the image's pixels. Pure, no zod.
 * @publicModule ordering and the types' shared code use it.
 */

export interface Mark {
  readonly x: number;
  readonly y: number;
}

export type RegionShape =
  | {
      readonly shape: 'rectangle';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
    }
  | {
      readonly shape: 'ellipse';
      readonly x: number;
      readonly y: number;
      readonly radiusX: number;
      readonly radiusY: number;
    }
  | { readonly shape: 'polygon'; readonly points: readonly Mark[] };

export type ShapeName = RegionShape['shape'];

/** How far off an edge still counts as on it: sums of shares are not exact in floating point. */
const EDGE = 1e-9;

/** Whether a mark falls inside the region; its edge counts as inside. */
export function contains(region: RegionShape, mark: Mark): boolean {
  switch (region.shape) {
    case 'rectangle':
      return (
        mark.x >= region.x - EDGE &&
        mark.x <= region.x + region.width + EDGE &&
        mark.y >= region.y - EDGE &&
        mark.y <= region.y + region.height + EDGE
      );
    case 'ellipse': {
      if (region.radiusX <= 0 || region.radiusY <= 0) return false;
      const dx = (mark.x - region.x) / region.radiusX;
      const dy = (mark.y - region.y) / region.radiusY;
      return dx * dx + dy * dy <= 1 + EDGE;
    }
    case 'polygon':
      return region.points.length >= 3 && (insidePolygon(region.points, mark) || onEdge(region.points, mark));
  }
}

/** Even-odd rule: a ray to the right crosses the edges an odd number of times. */
function insidePolygon(points: readonly Mark[], mark: Mark): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.y > mark.y !== b.y > mark.y && mark.x < ((b.x - a.x) * (mark.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

function onEdge(points: readonly Mark[], mark: Mark): boolean {
  return points.some((a, i) => {
    const b = points[(i + 1) % points.length]!;
    const cross = (b.x - a.x) * (mark.y - a.y) - (b.y - a.y) * (mark.x - a.x);
    if (Math.abs(cross) > EDGE) return false;
    return (
      mark.x >= Math.min(a.x, b.x) - EDGE &&
      mark.x <= Math.max(a.x, b.x) + EDGE &&
      mark.y >= Math.min(a.y, b.y) - EDGE &&
      mark.y <= Math.max(a.y, b.y) + EDGE
    );
  });
}

/**
 * The right regions the marks find, each mark counted for one region at most and each region once: the largest
 * such pairing (a mark inside two overlapping regions earns one of them, the one that leaves the most for the
 * others). Returns, per region, whether it is found.
 */
export function regionsFound(regions: readonly RegionShape[], marks: readonly Mark[]): boolean[] {
  const inside = marks.map((mark) => regions.map((region) => contains(region, mark)));
  const markOf: (number | undefined)[] = regions.map(() => undefined);
  const pair = (m: number, seen: boolean[]): boolean =>
    regions.some((_, r) => {
      if (!inside[m]![r] || seen[r]) return false;
      seen[r] = true;
      const holder = markOf[r];
      if (holder === undefined || pair(holder, seen)) {
        markOf[r] = m;
        return true;
      }
      return false;
    });
  marks.forEach((_, m) =>
    pair(
      m,
      regions.map(() => false),
    ),
  );
  return markOf.map((m) => m !== undefined);
}

/** A share kept within the image (0..1), rounded to a ten-thousandth so typed and dragged values stay short. */
export const clampShare = (value: number): number =>
  Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value)) * 10000) / 10000 : 0;

/** A share as a percentage for people: 0.4 → 40, 0.1234 → 12.3. */
export const percentOf = (share: number): number => Math.round(share * 1000) / 10;

/** The region a new one of each shape starts as: in the middle of the image, a fifth of it. */
export const NEW_REGIONS: { readonly [S in ShapeName]: Extract<RegionShape, { shape: S }> } = {
  rectangle: { shape: 'rectangle', x: 0.4, y: 0.4, width: 0.2, height: 0.2 },
  ellipse: { shape: 'ellipse', x: 0.5, y: 0.5, radiusX: 0.1, radiusY: 0.1 },
  polygon: {
    shape: 'polygon',
    points: [
      { x: 0.5, y: 0.4 },
      { x: 0.6, y: 0.6 },
      { x: 0.4, y: 0.6 },
    ],
  },
};

/**
 * The region dragged from one corner (or centre) to another, in shares of the image; `aspect` is the image's
 * width over its height as shown, so a circle drawn on screen is a circle.
 */
export function dragged(shape: 'rectangle' | 'ellipse', from: Mark, to: Mark, aspect: number): RegionShape {
  if (shape === 'rectangle')
    return {
      shape,
      x: clampShare(Math.min(from.x, to.x)),
      y: clampShare(Math.min(from.y, to.y)),
      width: clampShare(Math.abs(to.x - from.x)),
      height: clampShare(Math.abs(to.y - from.y)),
    };
  const across = to.x - from.x;
  const down = (to.y - from.y) / (aspect > 0 ? aspect : 1);
  const radius = Math.hypot(across, down);
  return {
    shape,
    x: clampShare(from.x),
    y: clampShare(from.y),
    radiusX: clampShare(radius),
    radiusY: clampShare(radius * (aspect > 0 ? aspect : 1)),
  };
}

/** The region moved by (dx, dy) shares, kept within the image. */
export function moved(region: RegionShape, dx: number, dy: number): RegionShape {
  switch (region.shape) {
    case 'rectangle':
      return {
        ...region,
        x: clampShare(Math.min(1 - region.width, region.x + dx)),
        y: clampShare(Math.min(1 - region.height, region.y + dy)),
      };
    case 'ellipse':
      return { ...region, x: clampShare(region.x + dx), y: clampShare(region.y + dy) };
    case 'polygon': {
      // The whole polygon moves as far as its corner nearest the edge allows, so its shape never changes.
      const xs = region.points.map((p) => p.x);
      const ys = region.points.map((p) => p.y);
      const ddx = Math.min(Math.max(dx, -Math.min(...xs)), 1 - Math.max(...xs));
      const ddy = Math.min(Math.max(dy, -Math.min(...ys)), 1 - Math.max(...ys));
      return {
        ...region,
        points: region.points.map((p) => ({ x: clampShare(p.x + ddx), y: clampShare(p.y + ddy) })),
      };
    }
  }
}

/** Whether a region has a size: a width and a height, or radii (a polygon's corners are checked apart). */
export const hasSize = (region: RegionShape) =>
  region.shape === 'rectangle'
    ? region.width > 0 && region.height > 0
    : region.shape === 'ellipse'
      ? region.radiusX > 0 && region.radiusY > 0
      : true;
