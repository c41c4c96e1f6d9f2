/**
 * Hotspot in the editor (ADR 203): the question's image (its image field above) with the right regions drawn over
 * it, drawn with a pointer (HotspotCanvas) or typed as percents of the image, region by region
 * (HotspotRegionFields), and how many marks the student may place. Every change is an editor event.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HOTSPOT_LIMITS, HOTSPOT_MESSAGES, hotspotOf, type HotspotEvent } from '../domain/hotspot';
import { NEW_REGIONS, type RegionShape } from '../domain/hotspotGeometry';
import { Button } from '../../../views/ui/Button';
import { TextField } from '../../../views/ui/TextField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { HotspotCanvas } from './HotspotCanvas';
import { HotspotRegionFields } from './HotspotRegionFields';

const SHAPES = ['rectangle', 'ellipse', 'polygon'] as const;
/** A region as an event carries it (zod's arrays are not read-only). */
const asSent = (region: RegionShape) =>
  region as Extract<HotspotEvent, { type: 'hotspot.setRegion' }>['region'];
/** The save check's message by its key in the catalog (`hotspot.error_<key>`). */
const MESSAGE_KEYS = new Map<string, keyof typeof HOTSPOT_MESSAGES>(
  Object.entries(HOTSPOT_MESSAGES).map(([key, message]) => [message, key as keyof typeof HOTSPOT_MESSAGES]),
);

export function HotspotEditor({ editor, item, label, answersError }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const errorId = useId();
  const { regions, maxMarks } = hotspotOf(item.definition);
  const errorKey = answersError && MESSAGE_KEYS.get(answersError);
  const error = errorKey ? t(`hotspot.error_${errorKey}` as const) : answersError;
  const add = (region: RegionShape) =>
    editor.send({
      type: 'editor.addWithId',
      event: { type: 'hotspot.addRegion', itemId, region: asSent(region) },
      idField: 'regionId',
    });
  return (
    <fieldset
      className="flex flex-col gap-3"
      data-field={`item.${itemId}.answers`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{t('hotspot.regions')}</legend>
      {item.image ? (
        <HotspotCanvas
          image={item.image}
          alt={t('hotspot.imageAlt', { label })}
          regions={regions}
          onDraw={add}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('hotspot.addImageFirst')}</p>
      )}
      {regions.map((region, index) => (
        <HotspotRegionFields
          key={region.id}
          number={index + 1}
          region={region}
          onChange={(next) =>
            editor.send({ type: 'hotspot.setRegion', itemId, regionId: region.id, region: asSent(next) })
          }
          onRemove={() => editor.send({ type: 'hotspot.removeRegion', itemId, regionId: region.id })}
        />
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {SHAPES.map((shape) => (
          <Button
            key={shape}
            variant="secondary"
            disabled={regions.length >= HOTSPOT_LIMITS.regions}
            onClick={() => add(NEW_REGIONS[shape])}
          >
            {t(`hotspot.add_${shape}`)}
          </Button>
        ))}
      </div>
      <TextField
        name={`marks-${itemId}`}
        type="number"
        min={1}
        max={Math.max(1, Math.min(HOTSPOT_LIMITS.marks, regions.length))}
        className="max-w-48"
        label={t('hotspot.maxMarks')}
        description={t('hotspot.maxMarksHint')}
        value={maxMarks}
        onChange={(event) => {
          const value = event.target.valueAsNumber;
          if (Number.isInteger(value) && value >= 1 && value <= HOTSPOT_LIMITS.marks)
            editor.send({ type: 'hotspot.setMaxMarks', itemId, maxMarks: value });
        }}
      />
    </fieldset>
  );
}
