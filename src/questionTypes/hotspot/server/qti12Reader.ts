/**
 * QTI 1.2 hotspot items: Canvas's hot_spot_question and IMS's `response_xy` with `render_hotspot`. The image is the
 * render's `matimage`; the right regions are Canvas's one `response_label` (its `rarea` and coordinates as shares of
 * the image) or the areas (`varinside`) of the conditions that give points.
 */
import {
  comparisons,
  conditionsOf,
  conditionVar,
  qti12Base,
} from '../../../../server/imports/qti12Description';
import {
  conditionPoints,
  claimsDeclared,
  declaredAs,
  type Qti12Source,
} from '../../../../server/imports/qti12Item';
import { partsText, textParts } from '../../../../server/imports/qti12Material';
import { descendants, elements, textOf } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import {
  HOTSPOT_REASONS,
  hotspotRead,
  regionOf,
  sizeOf,
  type HotspotDescription,
} from './hotspotDescription';

const DECLARED = new Set(['hot_spot_question', 'hotspot', 'hot spot']);

const render = (source: Qti12Source) =>
  source.responses.length === 1 ? descendants(source.responses[0]!, 'render_hotspot')[0] : undefined;

const claims = claimsDeclared(
  DECLARED,
  (source) => source.responses[0]?.name === 'response_xy' && render(source) !== undefined,
);

function read(source: Qti12Source): TypeRead<HotspotDescription> {
  const hotspot = render(source);
  const matimage = hotspot ? descendants(hotspot, 'matimage')[0] : undefined;
  const uri = matimage?.attributes.uri?.trim();
  if (!hotspot || !uri) return { kind: 'unreadable', reason: HOTSPOT_REASONS.noImage };
  const canvas = declaredAs(source) === 'hot_spot_question';
  const labels = descendants(hotspot, 'response_label');
  const regions = canvas
    ? labels.flatMap((l) => regionOf(l.attributes.rarea ?? '', textOf(l), 'fraction') ?? [])
    : conditionsOf(source.item)
        .filter((condition) => conditionPoints(condition) > 0)
        .flatMap((condition) => comparisons(conditionVar(condition)))
        .filter((c) => c.name === 'varinside')
        .flatMap((c) => regionOf(c.attributes.areatype ?? '', textOf(c), 'pixels') ?? []);
  const base = qti12Base(source);
  const prompt =
    base.prompt.text === source.label
      ? { ...base.prompt, text: responseText(source) || source.label }
      : base.prompt;
  return hotspotRead(
    { ...base, prompt },
    {
      image: { src: uri, alt: matimage?.attributes.label ?? '' },
      size: sizeOf(matimage?.attributes.width, matimage?.attributes.height),
      regions,
      maxChoices: /^multiple$/i.test(source.responses[0]?.attributes.rcardinality ?? '') ? regions.length : 1,
    },
  );
}

/** Canvas writes the question text inside the response: its material, outside the render. */
function responseText(source: Qti12Source): string {
  const response = source.responses[0];
  if (!response) return '';
  return partsText(elements(response, 'material').flatMap((m) => textParts(m)));
}

export const hotspotQti12Reader: FormatReader<Qti12Source, HotspotDescription> = { claims, read };
