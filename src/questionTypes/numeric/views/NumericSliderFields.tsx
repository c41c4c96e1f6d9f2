/**
 * The numeric question's optional slider in the editor (ADR 297): "Answer on a slider" turns it on (with bounds
 * around the accepted answers) or off; then its lower bound, upper bound and step, each an editor event of its own
 * (typing in one field is one undo step), each with the message of a failed save beside it.
 */
import { useTranslation } from 'react-i18next';
import type { NumericSlider } from '../domain/numeric';
import { CheckboxField } from '../../../views/ui/CheckboxField';
import { NumberField } from './NumberField';

interface SliderErrors {
  readonly lowerBound: string | undefined;
  readonly upperBound: string | undefined;
  readonly step: string | undefined;
}

export function NumericSliderFields({
  itemId,
  slider,
  errors,
  fieldOf,
  onOn,
  onLowerBound,
  onUpperBound,
  onStep,
}: {
  itemId: string;
  slider: NumericSlider | undefined;
  errors: SliderErrors;
  /** The `data-field` of a slider field, which a failed save focuses. */
  fieldOf: (field: 'sliderLowerBound' | 'sliderUpperBound' | 'sliderStep') => string;
  onOn: (on: boolean) => void;
  onLowerBound: (value: number) => void;
  onUpperBound: (value: number) => void;
  onStep: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('numeric.slider')}</legend>
      <CheckboxField
        name={`slider-on-${itemId}`}
        label={t('numeric.sliderOn')}
        description={t('numeric.sliderHint')}
        checked={slider !== undefined}
        onChange={(event) => onOn(event.target.checked)}
      />
      {slider && (
        <div className="flex flex-wrap items-start gap-2">
          <NumberField
            name={`slider-lower-${itemId}`}
            label={t('numeric.sliderLowerBound')}
            className="w-36"
            value={slider.lowerBound}
            error={errors.lowerBound}
            dataField={fieldOf('sliderLowerBound')}
            onValue={onLowerBound}
          />
          <NumberField
            name={`slider-upper-${itemId}`}
            label={t('numeric.sliderUpperBound')}
            className="w-36"
            value={slider.upperBound}
            error={errors.upperBound}
            dataField={fieldOf('sliderUpperBound')}
            onValue={onUpperBound}
          />
          <NumberField
            name={`slider-step-${itemId}`}
            label={t('numeric.sliderStep')}
            className="w-36"
            positive
            value={slider.step}
            error={errors.step}
            dataField={fieldOf('sliderStep')}
            onValue={onStep}
          />
        </div>
      )}
    </fieldset>
  );
}
