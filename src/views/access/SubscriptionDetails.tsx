/**
 * The user's trial or subscription in plain words: its kind, when it ends (or ended), whether it runs now, and,
 * once it has ended, one calm sentence saying so (an information, not an error: ADR 270's tone).
 */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SectionSubscription } from '../../api/content/sectionSubscriptionContract';
import {
  hasEnded,
  subscriptionStanding,
  type SubscriptionStanding,
} from '../../domain/access/subscriptionStanding';
import { useFormat } from '../shared/useFormat';
import { Section } from '../ui/Section';

const KIND_LABEL: Record<SubscriptionStanding, ParseKeys> = {
  trialRunning: 'access.kindTrial',
  trialEnded: 'access.kindTrial',
  subscriptionRunning: 'access.kindSubscription',
  subscriptionEnded: 'access.kindSubscription',
  noEnd: 'access.kindNone',
};

const TERM = 'font-medium text-slate-600';
const DETAIL = 'text-slate-900';

export function SubscriptionDetails({ subscription }: { readonly subscription: SectionSubscription }) {
  const { t } = useTranslation();
  const format = useFormat();
  const standing = subscriptionStanding(subscription.kind, subscription.active);
  const ended = hasEnded(standing);
  const date = subscription.endsAt ? format.day(subscription.endsAt) : null;

  return (
    <Section
      heading={t('access.detailsHeading')}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-2">
        <dt className={TERM}>{t('access.kindLabel')}</dt>
        <dd className={DETAIL}>{t(KIND_LABEL[standing])}</dd>
        <dt className={TERM}>{ended ? t('access.endedLabel') : t('access.endsLabel')}</dt>
        <dd className={DETAIL}>{date ?? t('access.endsNever')}</dd>
        <dt className={TERM}>{t('access.runningLabel')}</dt>
        <dd className={DETAIL}>{subscription.active ? t('access.runningYes') : t('access.runningNo')}</dd>
      </dl>
      {standing === 'noEnd' && <p className="text-sm text-slate-700">{t('access.noEndNote')}</p>}
      {ended && (
        <p role="note" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800">
          {standing === 'trialEnded'
            ? t('access.trialEndedNote', { date: date ?? '' })
            : t('access.subscriptionEndedNote', { date: date ?? '' })}
        </p>
      )}
    </Section>
  );
}
