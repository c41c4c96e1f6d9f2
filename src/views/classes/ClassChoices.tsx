/**
 * The classes a picker adds to: one checkbox each, under a legend that screen readers always hear.
 *
 * @publicModule the quiz lists' bulk 'Add to class' shows it.
 */
import { useTranslation } from 'react-i18next';
import type { ClassListItem } from '../../api/classes/classesContract';
import { cx } from '../ui/cx';
import { CheckboxField } from '../ui/CheckboxField';

export function ClassChoices({
  classes,
  chosen,
  onToggle,
  legendHidden = false,
  className,
}: {
  readonly classes: readonly ClassListItem[];
  readonly chosen: readonly number[];
  readonly onToggle: (id: number) => void;
  readonly legendHidden?: boolean;
  readonly className?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={cx('flex flex-col gap-1', className)}>
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-semibold text-slate-800'}>
        {t('classes.pickerClasses')}
      </legend>
      {classes.map((klass) => (
        <CheckboxField
          key={klass.id}
          label={klass.title}
          checked={chosen.includes(klass.id)}
          onChange={() => onToggle(klass.id)}
        />
      ))}
    </fieldset>
  );
}
