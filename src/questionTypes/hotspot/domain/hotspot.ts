/**
 * Hotspot: the question's image (its `image`, the one every question may have) with right regions on it; the
 * student places one mark, or up to `maxMarks`, on the image. Regions and marks are shares of the image's width and
 * height (hotspotGeometry.ts), so the image may be shown at any size. The student sees the image and how many marks
 * to place, never the regions. Scoring (ADR 203): the share of the right regions found, out of as many as the
 * student may mark; a mark outside every region earns nothing and costs nothing.
 * @publicModule matching, ordering and the types' shared code use it.
 */
import * as z from 'zod';
import type { LocalId } from '../../../domain/quiz/editor/quizEditorState';
import { entryListPlan, type EntryList } from '../../shared/domain/entryListPlan';
import { EntryIdSchema, itemEvent, LocalIdSchema } from '../../shared/domain/eventFields';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import {
  definitionReader,
  shareScore,
  type FieldIssue,
  type QuestionInput,
  type QuestionTypeModule,
  type StoredQuestion,
} from '../../shared/domain/questionType';
import {
  hasSize,
  NEW_REGIONS,
  percentOf,
  regionsFound,
  type Mark,
  type RegionShape,
} from './hotspotGeometry';

import { HOTSPOT_LIMITS, PointSchema, RegionShapeSchema } from './hotspotShapes';

export { HOTSPOT_LIMITS, RegionShapeSchema } from './hotspotShapes';

export const HOTSPOT_MESSAGES = {
  noImage: 'A hotspot question needs an image: add one above',
  noRegion: 'A hotspot question needs at least one right region',
  polygonPoints: 'A polygon needs at least 3 corners',
  emptyRegion: 'A region needs a size: a width and a height, or a radius',
  tooManyMarks: 'A student may place at most one mark per region',
} as const;

const RegionSchema = z.intersection(z.object({ id: EntryIdSchema }), RegionShapeSchema);
export type HotspotRegion = RegionShape & { readonly id: string };

export const HotspotDefinitionSchema = z
  .object({
    regions: z.array(RegionSchema).max(HOTSPOT_LIMITS.regions),
    /** How many marks the student may place (1 by default). */
    maxMarks: z.number().int().min(1).max(HOTSPOT_LIMITS.marks),
  })
  .strict();
export type HotspotDefinition = { readonly regions: readonly HotspotRegion[]; readonly maxMarks: number };

/** What the student sends: the marks placed, in shares of the image. */
export const HotspotResponseSchema = z.array(PointSchema).max(HOTSPOT_LIMITS.marks);
export type HotspotResponse = readonly Mark[];

export const HOTSPOT_EVENTS = [
  itemEvent('hotspot.addRegion', { regionId: LocalIdSchema, region: RegionShapeSchema }),
  itemEvent('hotspot.setRegion', { regionId: LocalIdSchema, region: RegionShapeSchema }),
  itemEvent('hotspot.removeRegion', { regionId: LocalIdSchema }),
  itemEvent('hotspot.setMaxMarks', { maxMarks: z.number().int().min(1).max(HOTSPOT_LIMITS.marks) }),
] as const;
export type HotspotEvent = z.infer<(typeof HOTSPOT_EVENTS)[number]>;

/** The stored definition; an unreadable one reads as no regions (nothing is right). */
export const hotspotOf = definitionReader<HotspotDefinition>(
  HotspotDefinitionSchema as unknown as z.ZodType<HotspotDefinition>,
  () => ({ regions: [], maxMarks: 1 }),
);

function validate(item: QuestionInput & { readonly image?: string | null }): FieldIssue[] {
  const { regions, maxMarks } = hotspotOf(item.definition);
  const issues: FieldIssue[] = [];
  const issue = (message: string) => issues.push({ field: 'answers', message });
  // `image` absent: the caller does not know it yet (an import checks before its pictures are stored).
  if (item.image === null || item.image === '') issue(HOTSPOT_MESSAGES.noImage);
  if (regions.length === 0) issue(HOTSPOT_MESSAGES.noRegion);
  if (regions.some((region) => region.shape === 'polygon' && region.points.length < 3))
    issue(HOTSPOT_MESSAGES.polygonPoints);
  if (!regions.every(hasSize)) issue(HOTSPOT_MESSAGES.emptyRegion);
  if (regions.length > 0 && maxMarks > regions.length) issue(HOTSPOT_MESSAGES.tooManyMarks);
  return issues;
}

/** The marks that count: the first `maxMarks` placed. */
const countedMarks = (definition: HotspotDefinition, marks: HotspotResponse | undefined) =>
  (marks ?? []).slice(0, definition.maxMarks);

/** The share of the right regions found: out of the regions, or of the marks allowed when there are fewer. */
export function hotspotShare(definition: HotspotDefinition, marks: HotspotResponse | undefined): number {
  const { regions } = definition;
  const wanted = Math.min(regions.length, definition.maxMarks);
  if (wanted === 0) return 0;
  const found = regionsFound(regions, countedMarks(definition, marks)).filter(Boolean).length;
  return Math.min(1, found / wanted);
}

const percent = (share: number) => `${percentOf(share)} %`;
const place = (mark: Mark) => `(${percent(mark.x)}, ${percent(mark.y)})`;

function describeRegion(region: RegionShape): string {
  switch (region.shape) {
    case 'rectangle':
      return `rectangle ${place(region)} to ${place({ x: region.x + region.width, y: region.y + region.height })}`;
    case 'ellipse':
      return `ellipse at ${place(region)}, radius ${percent(region.radiusX)} × ${percent(region.radiusY)}`;
    case 'polygon':
      return `polygon ${region.points.map(place).join(' ')}`;
  }
}

const planOf = (definition: HotspotDefinition): EntryList<HotspotRegion> => ({
  entries: definition.regions,
  max: HOTSPOT_LIMITS.regions,
  write: (regions) => ({ ...definition, regions }),
});

export const hotspotType = {
  name: 'hotspot',
  definitionSchema: HotspotDefinitionSchema,
  responseSchema: HotspotResponseSchema as unknown as z.ZodType<HotspotResponse>,
  events: HOTSPOT_EVENTS,
  newQuestion: (optionIds: readonly LocalId[]) => ({
    ...NO_OPTIONS,
    definition: { regions: [{ id: optionIds[0]!, ...NEW_REGIONS.rectangle }], maxMarks: 1 },
  }),
  plan: (item, e) => {
    const definition = hotspotOf(item.definition);
    switch (e.type) {
      case 'hotspot.setMaxMarks':
        return (draftItem) => void (draftItem.definition = { ...definition, maxMarks: e.maxMarks });
      case 'hotspot.addRegion':
        return entryListPlan(planOf(definition), { kind: 'add', entry: { id: e.regionId, ...e.region } });
      case 'hotspot.removeRegion':
        return entryListPlan(planOf(definition), { kind: 'remove', id: e.regionId });
      case 'hotspot.setRegion': {
        const index = definition.regions.findIndex((region) => region.id === e.regionId);
        if (index < 0) return 'unknownOption';
        const regions = definition.regions.with(index, { id: e.regionId, ...e.region });
        return (draftItem) => void (draftItem.definition = { ...definition, regions });
      }
    }
  },
  coalesceKey: (e) =>
    e.type === 'hotspot.setRegion' ? `hotspot.region:${e.itemId}:${e.regionId}` : undefined,
  validate,
  integrity: noOptionIssues,
  studentView: (question: StoredQuestion) => ({ marks: hotspotOf(question.definition).maxMarks }),
  answerOf: (saved) => {
    const parsed = HotspotResponseSchema.safeParse(saved?.response);
    return parsed.success && parsed.data.length > 0 ? parsed.data : undefined;
  },
  score: (question: StoredQuestion, marks: HotspotResponse | undefined) =>
    shareScore(question, hotspotShare(hotspotOf(question.definition), marks)),
  describeAnswer: (question, marks) =>
    countedMarks(hotspotOf(question.definition), marks).map(place).join('; '),
  describeRight: (question) => hotspotOf(question.definition).regions.map(describeRegion).join('; '),
  rightRegions: (question) => hotspotOf(question.definition).regions.map(({ id: _id, ...shape }) => shape),
  statistics: (question, answers) => {
    const definition = hotspotOf(question.definition);
    const given = answers.flatMap(({ answer }) => {
      const parsed = HotspotResponseSchema.safeParse(answer);
      return parsed.success ? [regionsFound(definition.regions, countedMarks(definition, parsed.data))] : [];
    });
    return {
      regions: definition.regions.map((region, index) => ({
        shape: region.shape,
        attempts: given.length,
        found: given.filter((found) => found[index]).length,
      })),
    };
  },
  notGenerated: "A hotspot is marked on the question's picture, which a model cannot see in a transcript.",
} satisfies QuestionTypeModule<'hotspot', HotspotEvent, HotspotResponse>;
