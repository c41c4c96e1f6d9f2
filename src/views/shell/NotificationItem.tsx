/**
 * One notification of the layer (SPEC section 8): its message, its action (Undo) and its close button. It reports
 * where the pointer and the focus are (the machine decides what waits), closes on Escape, and takes and gives back
 * a lost keyboard focus (ADR 278).
 */
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type {
  Notification,
  NotificationHold,
  NotificationKind,
} from '../../machines/shared/notificationsMachine';
import { useMessage } from '../shared/useMessage';
import { useTranslation } from '../shared/useTranslation';
import { cx } from '../ui/cx';
import type { LostFocus } from './useLostFocus';

const KIND_STYLES: Record<NotificationKind, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-300 bg-red-50 text-red-900',
};

export function NotificationItem({
  item,
  lostFocus,
  onClose,
  onHold,
  onRelease,
}: {
  readonly item: Notification;
  readonly lostFocus: LostFocus;
  readonly onClose: () => void;
  readonly onHold: (by: NotificationHold) => void;
  readonly onRelease: (by: NotificationHold) => void;
}) {
  const { t } = useTranslation();
  const shown = useMessage();
  const root = useRef<HTMLDivElement>(null);
  const actionButton = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  // Shown after the control the focus was on went away (a deleted row's menu): its Undo takes the focus. Gone
  // with the focus in it: the focus goes back to the page (ADR 278).
  const hasAction = item.action !== undefined;
  // The focus it takes is not the user coming onto it: it does not hold the notice, which keeps its lifetime (the
  // user who moves within it, or comes back to it, holds it as before).
  const given = useRef(false);
  useLayoutEffect(() => {
    const element = root.current;
    const take = () => {
      given.current = true;
      actionButton.current?.focus();
      given.current = false;
    };
    const withdraw = hasAction ? lostFocus.offer(take) : undefined;
    return () => {
      withdraw?.();
      if (element?.contains(document.activeElement)) lostFocus.giveBack();
    };
  }, [lostFocus, hasAction]);
  // Escape on one of its buttons closes it, as it closes a dialog.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const element = root.current;
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    element?.addEventListener('keydown', escape);
    return () => element?.removeEventListener('keydown', escape);
  }, []);
  return (
    // The machine decides which notifications wait for the user (those with Undo); this only reports where the
    // pointer and the focus are.
    <div
      ref={root}
      onPointerEnter={() => onHold('pointer')}
      onPointerLeave={() => onRelease('pointer')}
      onFocus={() => {
        if (!given.current) onHold('focus');
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onRelease('focus');
      }}
      className={cx(
        'pointer-events-auto flex items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-md',
        KIND_STYLES[item.kind],
      )}
    >
      {/* A joined message (the editor's save check) shows one message a line. */}
      <p id={messageId} className="flex-1 whitespace-pre-line">
        {shown(item.message)}
      </p>
      {item.action ? (
        <button
          ref={actionButton}
          type="button"
          aria-describedby={messageId}
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
