/**
 * A feature the institution's grants lock, said calmly as the trial's locked state is (ADR 270's tone, ADR 345,
 * 355): which product's grant ended and when, and who can renew it. An information, not an error. `FeatureLocked`
 * wraps a control the lock disables, with the reason on it.
 *
 * @publicModule each feature's screen says that it is locked with it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureLock } from '../../domain/classAccess/classAccess';
import { TrialLocked } from '../quiz/TrialNotice';
import { useFormat } from '../shared/useFormat';

/** The id a locked control's `aria-describedby` names: the notice of its feature. */
export const lockNoticeId = (lock: FeatureLock) => `${lock.feature}-locked`;

export function FeatureLockedNotice({ lock, id }: { readonly lock: FeatureLock; readonly id?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const ended = lock.product !== null && lock.endedAt !== null;
  const feature = t(`classAccess.feature_${lock.feature}`);
  const text =
    lock.feature === 'classes'
      ? ended
        ? t('classAccess.lockedClasses', { product: lock.product, date: format.day(lock.endedAt!) })
        : t('classAccess.lockedClassesNever')
      : ended
        ? t('classAccess.lockedFeature', { feature, product: lock.product, date: format.day(lock.endedAt!) })
        : t('classAccess.lockedFeatureNever', { feature });
  return (
    <p
      id={id ?? lockNoticeId(lock)}
      role="note"
      className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800"
    >
      {text}
    </p>
  );
}

/** A control the lock disables, with the reason shown on it (pointer and keyboard) and read with it. */
export function FeatureLocked({
  lock,
  children,
}: {
  readonly lock: FeatureLock;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TrialLocked
      message={t('classAccess.lockedAction', { feature: t(`classAccess.feature_${lock.feature}`) })}
    >
      {children}
    </TrialLocked>
  );
}
