/**
 * A hotspot's regions and marks as data: their zod schemas and bounds alone, so the student page's API contract
 * (its review names the right regions, ADR 359) reads them without the type's editing and scoring rules.
 * @publicModule src/api/take uses it.
 */
import * as z from 'zod';

export const HOTSPOT_LIMITS = { regions: 20, polygonPoints: 50, marks: 10 } as const;

/** A share of the picture's width or height, 0 to 1. */
const Share = z.number().min(0).max(1);
export const PointSchema = z.object({ x: Share, y: Share }).strict();

export const RegionShapeSchema = z.discriminatedUnion('shape', [
  z.object({ shape: z.literal('rectangle'), x: Share, y: Share, width: Share, height: Share }).strict(),
  z.object({ shape: z.literal('ellipse'), x: Share, y: Share, radiusX: Share, radiusY: Share }).strict(),
  z
    .object({ shape: z.literal('polygon'), points: z.array(PointSchema).max(HOTSPOT_LIMITS.polygonPoints) })
    .strict(),
]);
