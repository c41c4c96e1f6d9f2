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
  type NotificationKind,
} from '../../machines/shared/notificationsMachine';
import { useNotificationsActor } from '../AppContext';
import { cx } from '../ui/cx';

const KIND_STYLES: Record<NotificationKind, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-300 bg-red-50 text-red-900',
};

function NotificationItem({
  item,
  onClose,
  onHold,
  onRelease,
}: {
  readonly item: Notification;
  readonly onClose: () => void;
  readonly onHold: (by: NotificationHold) => void;
  readonly onRelease: (by: NotificationHold) => void;
}) {
  const { t } = useTranslation();
  return (
    // The machine decides which notifications wait for the user (those with Undo); this only reports where the
    // pointer and the focus are.
    <div
      onPointerEnter={() => onHold('pointer')}
      onPointerLeave={() => onRelease('pointer')}
      onFocus={() => onHold('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onRelease('focus');
      }}
      className={cx(
        'pointer-events-auto flex items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-md',
        KIND_STYLES[item.kind],
      )}
    >
      {/* A joined message (the editor's save check) shows one message a line. */}
      <p className="flex-1 whitespace-pre-line">{item.message}</p>
      {item.action ? (
        <button
          type="button"
          onClick={() => {
            item.action?.run();
            onClose();
          }}
          className="-my-1 rounded px-2 py-1 font-semibold underline hover:bg-black/5"
        >
          {item.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={onClose}
        aria-label={t('notifications.close')}
        className="-m-1 rounded p-1 hover:bg-black/5"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </div>
  );
}

export function NotificationsLayer() {
  const { t } = useTranslation();
  const notifications = useNotificationsActor();
  const items = useSelector(notifications, selectNotifications);
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
      onClose={() => close(item.id)}
      onHold={hold(item.id)}
      onRelease={release(item.id)}
    />
  );
  return (
    <section
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
