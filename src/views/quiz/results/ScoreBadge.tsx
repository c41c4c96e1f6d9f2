/** A score in red below 60 percent, green otherwise (SPEC section 9); the colour is never the only signal. */
import { useTranslation } from 'react-i18next';
import { scoreTone } from '../../../domain/quiz/results/results';
import { cx } from '../../ui/cx';

export function ScoreBadge({ percentage, children }: { percentage: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  const tone = scoreTone(percentage);
  return (
    <span
      data-tone={tone}
      className={cx('font-semibold', tone === 'fail' ? 'text-red-700' : 'text-green-800')}
    >
      {children}
      <span className="sr-only"> ({tone === 'fail' ? t('delivery.failing') : t('delivery.passing')})</span>
    </span>
  );
}
