/** Hotspot on the teacher's screens: the right regions over the question's image, and each one in words. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hotspotOf } from '../domain/hotspot';
import type { AnswerKeyProps } from '../../shared/views/answerKey';
import { useRegionText } from './regionText';
import { RegionsOnImage } from './HotspotShapes';

export function HotspotAnswerKey({ definition, image }: AnswerKeyProps) {
  const { t } = useTranslation();
  const id = useId();
  const describe = useRegionText();
  const { regions, maxMarks } = hotspotOf(definition);
  return (
    <div className="flex flex-col gap-2">
      <p id={id} className="text-sm text-slate-700">
        {t('hotspot.regions')} · {t('hotspot.marksAllowed', { max: maxMarks })}
      </p>
      {image && <RegionsOnImage image={image} alt={t('hotspot.answerKeyAlt')} regions={regions} />}
      <ol
        aria-labelledby={id}
        className="flex list-inside list-decimal flex-col gap-1 text-sm text-slate-800"
      >
        {regions.map((region) => (
          <li key={region.id}>{describe(region)}</li>
        ))}
      </ol>
    </div>
  );
}
