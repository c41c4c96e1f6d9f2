/**
 * Hotspot regions drawn over their image, for the editor and the teacher's answer key: an SVG as large as the
 * image whose units are percents of it (viewBox 0 0 100 100, stretched), so each region's shares draw as they are.
 * @publicModule ordering uses it.
 */
import type { RegionShape } from '../domain/hotspotGeometry';

const STROKE = { vectorEffect: 'non-scaling-stroke' } as const;

/** Where a region's number is shown: a rectangle's corner, an ellipse's centre, a polygon's first corner. */
const anchorOf = (region: RegionShape) =>
  region.shape === 'polygon' ? (region.points[0] ?? { x: 0, y: 0 }) : { x: region.x, y: region.y };

/** A share of the image as the drawing's units. */
const pct = (share: number) => share * 100;

/** A region as its SVG element and that element's geometry. */
function drawingOf(region: RegionShape) {
  switch (region.shape) {
    case 'rectangle':
      return {
        Shape: 'rect',
        geometry: {
          x: pct(region.x),
          y: pct(region.y),
          width: pct(region.width),
          height: pct(region.height),
        },
      } as const;
    case 'ellipse':
      return {
        Shape: 'ellipse',
        geometry: { cx: pct(region.x), cy: pct(region.y), rx: pct(region.radiusX), ry: pct(region.radiusY) },
      } as const;
    case 'polygon':
      return {
        Shape: 'polygon',
        geometry: { points: region.points.map((p) => `${pct(p.x)},${pct(p.y)}`).join(' ') },
      } as const;
  }
}

/** A region's SVG shape: a right region, a region being drawn (`draft`), or another look (`className`). */
export function RegionShapeView({
  region,
  draft = false,
  className,
}: {
  region: RegionShape;
  draft?: boolean;
  className?: string;
}) {
  const look =
    className ??
    (draft
      ? 'fill-amber-300/30 stroke-amber-600 [stroke-dasharray:4_3] stroke-2'
      : 'fill-green-500/25 stroke-green-800 stroke-2');
  const { Shape, geometry } = drawingOf(region);
  return <Shape className={look} style={STROKE} {...geometry} />;
}

/** The image with the regions over it; `children` adds more to the drawing (a region being drawn). */
export function RegionsOnImage({
  image,
  alt,
  regions,
  children,
  className = '',
  ...events
}: {
  image: string;
  alt: string;
  regions: readonly RegionShape[];
  children?: React.ReactNode;
  className?: string;
} & React.SVGAttributes<SVGSVGElement>) {
  return (
    <div className={`relative w-full max-w-2xl self-start ${className}`}>
      <img src={image} alt={alt} draggable={false} className="block h-auto w-full rounded" />
      <svg
        aria-hidden="true"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="absolute inset-0 size-full touch-none"
        {...events}
      >
        {regions.map((region, index) => (
          <RegionShapeView key={index} region={region} />
        ))}
        {children}
      </svg>
      {/* Each region's number, as the fields under the image name it ("Region 2"); text in the stretched drawing would be stretched too. */}
      {regions.map((region, index) => {
        const at = anchorOf(region);
        return (
          <span
            key={index}
            aria-hidden="true"
            className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 rounded bg-green-800 px-1 text-xs font-semibold text-white"
            style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }}
          >
            {index + 1}
          </span>
        );
      })}
    </div>
  );
}
