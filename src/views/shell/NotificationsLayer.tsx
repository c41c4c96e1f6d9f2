/**
 * The notifications of SPEC section 8 on a fixed layer at the top. Two live regions exist from the start, so
 * screen readers announce what is added: errors assertively (role=alert), the rest politely (role=status). The
 * notifications in them are a chunk (NotificationList, ADR 328) loaded with the first one or once signed in.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../shared/useTranslation';
import { selectHasNotifications } from '../../machines/shared/notificationsMachine';
import { selectIsSignedIn } from '../../machines/session/sessionMachine';
import { useNotificationsActor, useSessionActor } from '../AppContext';

const NotificationList = lazy(() => import('./NotificationList'));

export function NotificationsLayer() {
  const { t } = useTranslation();
  const notifications = useNotificationsActor();
  const any = useSelector(notifications, selectHasNotifications);
  const signedIn = useSelector(useSessionActor(), selectIsSignedIn);
  const [errors, setErrors] = useState<HTMLElement | null>(null);
  const [others, setOthers] = useState<HTMLElement | null>(null);
  // Errors belong to the screen they were shown on: leaving it dismisses them.
  const [location] = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    notifications.send({ type: 'notify.screenLeft' });
  }, [location, notifications]);
  return (
    <section
      data-notifications
      aria-label={t('notifications.region')}
      className="pointer-events-none fixed inset-x-0 top-2 z-50 mx-auto flex w-full max-w-md flex-col gap-2 px-4"
    >
      <div ref={setErrors} role="alert" className="flex flex-col gap-2" />
      <div ref={setOthers} role="status" aria-live="polite" className="flex flex-col gap-2" />
      {(any || signedIn) && errors && others ? (
        <Suspense fallback={null}>
          <NotificationList errors={errors} others={others} />
        </Suspense>
      ) : null}
    </section>
  );
}
