/**
 * Moving a hotspot region by keyboard: a button that takes the arrow keys while focused, 1 % of the image a press
 * (Shift: 10 %). Each press is a change of the region, so a run of presses is one undo step (the type's coalesce key).
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moved, type RegionShape } from '../domain/hotspotGeometry';
import { Button } from '../../../views/ui/Button';
import { BIG_STEP, STEP } from './hotspotMarks';

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function MoveRegionButton({
  number,
  region,
  onChange,
}: {
  number: number;
  region: RegionShape;
  onChange: (region: RegionShape) => void;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    onChange(moved(region, arrow[0] * step, arrow[1] * step));
  };
  return (
    <Button variant="ghost" onKeyDown={onKeyDown} aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown">
      {t('hotspot.moveRegion', { number })}
    </Button>
  );
}
