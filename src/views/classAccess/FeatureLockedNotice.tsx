/**
 * A feature the institution's grants lock, said calmly as the trial's locked state is (ADR 270's tone, ADR 345):
 * which product's grant ended and when, and who can renew it. An information, not an error.
 *
 * @publicModule the class list says that classes are locked with it.
 */
import { useTranslation } from 'react-i18next';
import type { FeatureLock } from '../../domain/classAccess/classAccess';
import { useFormat } from '../shared/useFormat';

export function FeatureLockedNotice({ lock, id }: { readonly lock: FeatureLock; readonly id?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p id={id} role="note" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800">
      {lock.product !== null && lock.endedAt !== null
        ? t('classAccess.lockedClasses', { product: lock.product, date: format.day(lock.endedAt) })
        : t('classAccess.lockedClassesNever')}
    </p>
  );
}
