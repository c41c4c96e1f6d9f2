/**
 * /lti: full admins see the tool's configuration and manage the platform registrations; an LTI user (an instructor
 * from an LMS) sees the configuration read-only. /lti/deep-link/{id} is where a course's "add content" lands
 * (ADR 183).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useRoute, useSearch } from 'wouter';
import { canManageLtiPlatforms } from '../../domain/lti/lti';
import { selectRoles } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { DeepLinkView } from './DeepLinkView';
import { LtiPlatformListView } from './LtiPlatformListView';
import { LtiScoreSendsPanel } from './LtiScoreSendsPanel';
import { LtiToolPanel } from './LtiToolPanel';

function LtiInstructorView() {
  const { t } = useTranslation();
  const title = t('lti.title');
  useDocumentTitle(title);
  // A co-teacher followed a course link to another instructor's quiz (ADR 272): say why they are here.
  const linkOfAnother = new URLSearchParams(useSearch()).get('link') === 'another';
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {linkOfAnother && (
        <p role="status" className="rounded-md border border-sky-300 bg-sky-50 p-3 text-slate-900">
          {t('lti.linkOfAnother')}
        </p>
      )}
      <p className="text-slate-700">{t('lti.instructorNote')}</p>
      <LtiScoreSendsPanel />
      <LtiToolPanel />
    </section>
  );
}

export default function LtiView() {
  const [isDeepLink, params] = useRoute('/lti/deep-link/:id');
  const manages = useSelector(useSessionActor(), (s) => canManageLtiPlatforms(selectRoles(s)));
  if (isDeepLink && params?.id) return <DeepLinkView key={params.id} id={params.id} />;
  return manages ? <LtiPlatformListView /> : <LtiInstructorView />;
}
