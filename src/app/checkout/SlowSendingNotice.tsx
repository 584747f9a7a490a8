/**
 * What an order's page says when the order takes long to reach the server with nothing to explain it (the
 * slowSending machine): that it is taking longer than usual, that the order is saved and goes once, and what the
 * shopper can do. Try Again only asks the leading tab's worker to send the outbox now; the order stays the one
 * event it was, so no press makes a second. Mounted for as long as the order is on its way, so its live region is
 * in the page before the notice fills it, and screen readers announce it.
 */
import { useEffect, useRef, useState } from 'react';
import { slowSendingMachine } from '../../machines/slowSending.machine';
import { useSync } from '../data/SyncContext';
import { useTranslation } from '../i18n/translation';
import { useShopMachine } from '../machines/useShopMachine';
import './SlowSendingNotice.css';

interface Props {
  /** The page already says why the order waits (offline, the server in trouble): no notice meanwhile. */
  explained: boolean;
  /** The page's own words for it: an order being placed, or a paid one being created. */
  message: string;
}

export function SlowSendingNotice({ explained, message }: Props) {
  const { t } = useTranslation();
  const sync = useSync();
  const [machine] = useState(() =>
    slowSendingMachine.provide({
      // Nothing to tell the shopper if the ask is lost: the notice comes back after the bound, and the outbox
      // still sends the order on its own schedule.
      actions: { sendNow: () => void sync.retryOutboxNow().catch(() => undefined) },
    }),
  );
  const [snapshot, send] = useShopMachine(machine);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    send({ type: explained ? 'outbox.explained' : 'outbox.unexplained' });
  }, [explained, send]);
  const slow = snapshot.matches('slow');
  // The pressed button goes with the notice: the keyboard stays here rather than falling back to the page's start.
  const answer = (type: 'user.keepWaiting' | 'user.tryAgain') => {
    send({ type });
    notice.current?.focus();
  };
  return (
    <div className="slow-sending" ref={notice} tabIndex={-1}>
      <p className={slow ? 'slow-sending__text' : 'slow-sending__text is-empty'} role="status">
        {slow ? message : ''}
      </p>
      {slow && (
        <div className="slow-sending__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => answer('user.keepWaiting')}
          >
            {t('slowSending.keepWaiting')}
          </button>
          <button type="button" className="button" onClick={() => answer('user.tryAgain')}>
            {t('slowSending.tryAgain')}
          </button>
        </div>
      )}
    </div>
  );
}
