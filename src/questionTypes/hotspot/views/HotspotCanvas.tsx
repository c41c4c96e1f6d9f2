/**
 * Drawing a hotspot region with a pointer: drag for a rectangle or a circle (round on the image as shown), click
 * corner after corner for a polygon and finish it. Each region drawn is one editor event, so one undo step; Esc
 * drops the one being drawn. The fields under the image do the same by keyboard.
 * @publicModule the types' shared code use it.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dragged, type Mark, type RegionShape } from '../domain/hotspotGeometry';
import { Button } from '../../../views/ui/Button';
import { RadioGroupField } from '../../../views/ui/RadioGroupField';
import { shareAt } from './hotspotMarks';
import { RegionShapeView, RegionsOnImage } from './HotspotShapes';

type Tool = 'rectangle' | 'ellipse' | 'polygon';
/** A drag shorter than this (a share of the image) is a click, not a region. */
const SMALLEST = 0.01;

const aspectOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.height > 0 ? box.width / box.height : 1;
};
const big = (region: RegionShape) =>
  region.shape === 'rectangle'
    ? region.width >= SMALLEST && region.height >= SMALLEST
    : region.shape === 'ellipse' && region.radiusX >= SMALLEST;

export function HotspotCanvas(props: {
  image: string;
  alt: string;
  regions: readonly RegionShape[];
  onDraw: (region: RegionShape) => void;
}) {
  const { t } = useTranslation();
  const [tool, setTool] = useState<Tool>('rectangle');
  const [draft, setDraft] = useState<RegionShape | null>(null);
  const [corners, setCorners] = useState<Mark[]>([]);
  const start = useRef<Mark | null>(null);
  const drag = (event: PointerEvent<SVGSVGElement>) =>
    tool === 'polygon' || !start.current
      ? null
      : dragged(
          tool,
          start.current,
          shareAt(event.currentTarget, event.clientX, event.clientY),
          aspectOf(event.currentTarget),
        );
  const cancel = () => {
    start.current = null;
    setDraft(null);
    setCorners([]);
  };
  // Esc drops the region being drawn, wherever the focus is.
  const drawing = draft !== null || corners.length > 0;
  useEffect(() => {
    if (!drawing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      start.current = null;
      setDraft(null);
      setCorners([]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawing]);
  const finishPolygon = () => {
    props.onDraw({ shape: 'polygon', points: corners });
    setCorners([]);
  };
  return (
    <div className="flex flex-col gap-2">
      <RadioGroupField<Tool>
        label={t('hotspot.drawWith')}
        className="sm:flex-row sm:flex-wrap sm:gap-4"
        value={tool}
        options={[
          { value: 'rectangle', label: t('hotspot.shape_rectangle') },
          { value: 'ellipse', label: t('hotspot.shape_ellipse') },
          { value: 'polygon', label: t('hotspot.shape_polygon') },
        ]}
        onChange={(next) => {
          cancel();
          setTool(next);
        }}
      />
      <p className="text-sm text-slate-600">{t(`hotspot.drawHint_${tool}`)}</p>
      <RegionsOnImage
        image={props.image}
        alt={props.alt}
        regions={props.regions}
        className="cursor-crosshair"
        onPointerDown={(event) => {
          if (tool === 'polygon') return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          start.current = shareAt(event.currentTarget, event.clientX, event.clientY);
        }}
        onPointerMove={(event) => setDraft(drag(event))}
        onPointerUp={(event) => {
          const region = drag(event);
          cancel();
          if (region && big(region)) props.onDraw(region);
        }}
        onClick={(event) => {
          if (tool === 'polygon')
            setCorners([...corners, shareAt(event.currentTarget, event.clientX, event.clientY)]);
        }}
      >
        {draft && <RegionShapeView region={draft} draft />}
        {corners.length > 0 && <RegionShapeView region={{ shape: 'polygon', points: corners }} draft />}
      </RegionsOnImage>
      {tool === 'polygon' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={corners.length < 3} onClick={finishPolygon}>
            {t('hotspot.finishPolygon')}
          </Button>
          <Button variant="ghost" disabled={corners.length === 0} onClick={cancel}>
            {t('hotspot.cancelPolygon')}
          </Button>
        </div>
      )}
    </div>
  );
}
