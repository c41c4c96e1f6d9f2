/**
 * A zoom control: a react-aria Slider (arrow keys, Page Up/Down, Home/End) between a - and a + button, and an
 * optional 'Fit whole image' button. The value is the cropper's zoom; the slider names it as a percentage.
 */
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { cx } from './cx';

export interface ZoomSliderProps {
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onChange: (value: number) => void;
  readonly onFit?: () => void;
}

const STEP_BUTTON =
  'rounded-md border border-slate-300 bg-white p-1.5 text-slate-800 hover:bg-slate-50 disabled:text-slate-400 focus-visible:outline-2 focus-visible:outline-sky-600';

export function ZoomSlider({ value, min, max, onChange, onFit }: ZoomSliderProps) {
  const { t } = useTranslation();
  const step = Math.max((max - min) / 50, 0.01);
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-label={t('controls.zoomOut')}
        className={STEP_BUTTON}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - step * 5))}
      >
        <Icon name="minus" />
      </button>
      <Slider
        value={value}
        minValue={min}
        maxValue={max}
        step={step}
        onChange={(next) => onChange(next as number)}
        formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
        className="flex min-w-40 flex-1 flex-col gap-1"
      >
        <div className="flex justify-between text-sm">
          <Label className="font-medium text-slate-800">{t('controls.zoom')}</Label>
          <SliderOutput className="text-slate-700 tabular-nums" />
        </div>
        <SliderTrack className="relative h-6 w-full">
          {({ state }) => (
            <>
              <div className="absolute top-1/2 h-1 w-full -translate-y-1/2 rounded-full bg-slate-300" />
              <div
                className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-sky-700"
                style={{ width: `${state.getThumbPercent(0) * 100}%` }}
              />
              <SliderThumb
                className={cx(
                  'top-1/2 size-5 rounded-full border-2 border-sky-700 bg-white shadow',
                  'data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-sky-600',
                )}
              />
            </>
          )}
        </SliderTrack>
      </Slider>
      <button
        type="button"
        aria-label={t('controls.zoomIn')}
        className={STEP_BUTTON}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + step * 5))}
      >
        <Icon name="plus" />
      </button>
      {onFit ? (
        <button
          type="button"
          className={cx(STEP_BUTTON, 'flex items-center gap-1 px-2 text-sm')}
          onClick={onFit}
        >
          <Icon name="fit" />
          {t('controls.fitWhole')}
        </button>
      ) : null}
    </div>
  );
}
