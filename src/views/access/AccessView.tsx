/**
 * /access (SPEC: subscription info; ADR 288): the signed-in user's own trial or subscription, in plain words, when
 * it ends, whether it runs now, and the top-level sections it opens. Each section opens to its child sections, read
 * through the local cache (ADR 265). The subscription is a record (ADR 191): loading, failed with Try again.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SectionSubscription } from '../../api/content/sectionSubscriptionContract';
import { accessSectionsMachine } from '../../machines/access/accessSectionsMachine';
import {
  createAccessSectionsServices,
  createSubscriptionServices,
} from '../../machines/access/accessServices';
import { selectRecordStatus } from '../../machines/shared/recordMachine';
import { useActorOptions, useApp } from '../AppContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useRecordActor } from '../shared/useRecordActor';
import { RecordScreen } from '../ui/RecordScreen';
import { SectionList } from './SectionList';
import { SubscriptionDetails } from './SubscriptionDetails';

export default function AccessView() {
  const { t } = useTranslation();
  const { http, localCache } = useApp();
  const record = useRecordActor(createSubscriptionServices(http));
  const sections = useActorRef(
    accessSectionsMachine.provide(createAccessSectionsServices(http, localCache ?? null)),
    useActorOptions(),
  );
  const loading = useSelector(record, (s) => selectRecordStatus(s) === 'loading');
  useDocumentTitle(t('access.title'));

  return (
    <section className="flex max-w-3xl flex-col gap-6" aria-busy={loading}>
      <h1 className="text-2xl font-bold text-slate-900">{t('access.title')}</h1>
      <RecordScreen<SectionSubscription>
        record={record}
        className="flex flex-col gap-6"
        failedText={t('access.loadFailed')}
        loadingLabel={t('access.loading')}
      >
        {(subscription) => (
          <>
            <SubscriptionDetails subscription={subscription} />
            <SectionList sections={subscription.sections} actor={sections} />
          </>
        )}
      </RecordScreen>
    </section>
  );
}
