/**
 * The notifications of SPEC section 8 on a fixed layer at the top. Two live regions exist from the start, so
 * screen readers announce what is added: errors assertively (role=alert), the rest politely (role=status).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../shared/useTranslation';
import {
  selectNotifications,
  type Notification,
  type NotificationHold,
} from '../../machines/shared/notificationsMachine';
import { useNotificationsActor } from '../AppContext';
import { NotificationItem } from './NotificationItem';
import { useLostFocus } from './useLostFocus';

export function NotificationsLayer() {
  const { t } = useTranslation();
  const notifications = useNotificationsActor();
  const items = useSelector(notifications, selectNotifications);
  const lostFocus = useLostFocus();
  const close = (id: string) => notifications.send({ type: 'notify.dismiss', id });
  const hold = (id: string) => (by: NotificationHold) => notifications.send({ type: 'notify.hold', id, by });
  const release = (id: string) => (by: NotificationHold) =>
    notifications.send({ type: 'notify.release', id, by });
  // Errors belong to the screen they were shown on: leaving it dismisses them.
  const [location] = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    notifications.send({ type: 'notify.screenLeft' });
  }, [location, notifications]);
  const errors = items.filter((item) => item.kind === 'error');
  const others = items.filter((item) => item.kind !== 'error');
  const itemOf = (item: Notification) => (
    <NotificationItem
      key={item.id}
      item={item}
      lostFocus={lostFocus}
      onClose={() => close(item.id)}
      onHold={hold(item.id)}
      onRelease={release(item.id)}
    />
  );
  return (
    <section
      data-notifications
      aria-label={t('notifications.region')}
      className="pointer-events-none fixed inset-x-0 top-2 z-50 mx-auto flex w-full max-w-md flex-col gap-2 px-4"
    >
      <div role="alert" className="flex flex-col gap-2">
        {errors.map(itemOf)}
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {others.map(itemOf)}
      </div>
    </section>
  );
}
