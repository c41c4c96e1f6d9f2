/**
 * The notifications themselves, put into the layer's two live regions (ADR 328). A chunk of its own: the sign-in
 * screen loads it with its first notification, the signed-in shell at once (its focus return follows the keyboard
 * from then on, ADR 278).
 */
import { useSelector } from '@xstate/react';
import { createPortal } from 'react-dom';
import {
  selectNotifications,
  type Notification,
  type NotificationHold,
} from '../../machines/shared/notificationsMachine';
import { useNotificationsActor } from '../AppContext';
import { NotificationItem } from './NotificationItem';
import { useLostFocus } from './useLostFocus';

export default function NotificationList({
  errors,
  others,
}: {
  /** The region errors are announced in (role=alert). */
  readonly errors: HTMLElement;
  /** The region of the rest (role=status). */
  readonly others: HTMLElement;
}) {
  const notifications = useNotificationsActor();
  const items = useSelector(notifications, selectNotifications);
  const lostFocus = useLostFocus();
  const itemOf = (item: Notification) => (
    <NotificationItem
      key={item.id}
      item={item}
      lostFocus={lostFocus}
      onClose={() => notifications.send({ type: 'notify.dismiss', id: item.id })}
      onHold={(by: NotificationHold) => notifications.send({ type: 'notify.hold', id: item.id, by })}
      onRelease={(by: NotificationHold) => notifications.send({ type: 'notify.release', id: item.id, by })}
    />
  );
  return (
    <>
      {createPortal(items.filter((item) => item.kind === 'error').map(itemOf), errors)}
      {createPortal(items.filter((item) => item.kind !== 'error').map(itemOf), others)}
    </>
  );
}
