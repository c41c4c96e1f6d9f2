/**
 * One hotspot region as number fields, in percents of the image: left, top, width and height of a rectangle; centre
 * and radii of a circle or ellipse; each corner of a polygon, with Add corner and Remove corner. Typing in a field is
 * one undo step per region (the type's coalesce key).
 * @publicModule the types' shared code use it.
 */
import { useTranslation } from 'react-i18next';
import { clampShare, percentOf, type Mark, type RegionShape } from '../domain/hotspotGeometry';
import { Button } from '../../../views/ui/Button';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { TextField } from '../../../views/ui/TextField';
import { MoveRegionButton } from './MoveRegionButton';

type FieldName = 'left' | 'top' | 'width' | 'height' | 'centreX' | 'centreY' | 'radiusX' | 'radiusY';

function PercentField({
  label,
  share,
  onChange,
}: {
  label: string;
  share: number;
  onChange: (share: number) => void;
}) {
  return (
    <TextField
      name={label}
      type="number"
      min={0}
      max={100}
      step="any"
      inputMode="decimal"
      className="w-28"
      label={label}
      value={percentOf(share)}
      onChange={(event) => {
        const value = event.target.valueAsNumber;
        if (Number.isFinite(value)) onChange(clampShare(value / 100));
      }}
    />
  );
}

export function HotspotRegionFields({
  number,
  region,
  onChange,
  onRemove,
}: {
  number: number;
  region: RegionShape;
  onChange: (region: RegionShape) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const field = (key: string, name: FieldName) => (
    <PercentField
      key={name}
      label={t(`hotspot.${name}`)}
      share={(region as unknown as Record<string, number>)[key]!}
      onChange={(share) => onChange({ ...region, [key]: share } as RegionShape)}
    />
  );
  const setCorner = (index: number, corner: Mark) =>
    region.shape === 'polygon' && onChange({ ...region, points: region.points.with(index, corner) });
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">
        {t('hotspot.region', { number, shape: t(`hotspot.shape_${region.shape}`) })}
      </legend>
      <div className="flex flex-wrap items-end gap-2">
        {region.shape === 'rectangle' && [
          field('x', 'left'),
          field('y', 'top'),
          field('width', 'width'),
          field('height', 'height'),
        ]}
        {region.shape === 'ellipse' && [
          field('x', 'centreX'),
          field('y', 'centreY'),
          field('radiusX', 'radiusX'),
          field('radiusY', 'radiusY'),
        ]}
        <MoveRegionButton number={number} region={region} onChange={onChange} />
        <RemoveEntryButton aria-label={t('hotspot.removeRegion', { number })} onClick={onRemove} />
      </div>
      {region.shape === 'polygon' && (
        <ol className="flex flex-col gap-2">
          {region.points.map((corner, index) => (
            <li key={index} className="flex flex-wrap items-end gap-2">
              <PercentField
                label={t('hotspot.cornerX', { corner: index + 1 })}
                share={corner.x}
                onChange={(x) => setCorner(index, { ...corner, x })}
              />
              <PercentField
                label={t('hotspot.cornerY', { corner: index + 1 })}
                share={corner.y}
                onChange={(y) => setCorner(index, { ...corner, y })}
              />
              <RemoveEntryButton
                disabled={region.points.length <= 3}
                aria-label={t('hotspot.removeCorner', { corner: index + 1 })}
                onClick={() => onChange({ ...region, points: region.points.filter((_, i) => i !== index) })}
              />
            </li>
          ))}
          <li>
            <Button
              variant="secondary"
              onClick={() =>
                onChange({
                  ...region,
                  points: [...region.points, region.points.at(-1) ?? { x: 0.5, y: 0.5 }],
                })
              }
            >
              {t('hotspot.addCorner')}
            </Button>
          </li>
        </ol>
      )}
    </fieldset>
  );
}
