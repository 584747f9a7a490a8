/**
 * A shopper's "Try again" on an order that is taking long reaches the outbox as a nudge, never as a push of its
 * own: only the leading tab's worker pushes (one writer), so the worker asked posts the nudge on a channel every
 * tab's worker shares, and the leader's outbox schedule, listening there, sends what waits at once, as when the
 * connection comes back. The order goes under its event id as before, so a nudge can hurry it but never make a
 * second one.
 */

export const OUTBOX_CHANNEL = 'gulfshop-outbox';
const NUDGE = 'retryNow';

/** What a nudge travels on: a BroadcastChannel in the worker; a test may pass its own. */
export type NudgeChannel = Pick<
  BroadcastChannel,
  'postMessage' | 'addEventListener' | 'removeEventListener' | 'close'
>;

const openOutboxChannel = (): NudgeChannel | null =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;

export class OutboxNudges {
  /** This worker's own listeners: a channel never hands a message back to the object that posted it. */
  private readonly here = new Set<() => void>();
  private channel: NudgeChannel | null = null;
  private closed = false;

  /** The channel opens on first use, so a worker (or a test) that never nudges holds none. */
  constructor(private readonly open: () => NudgeChannel | null = openOutboxChannel) {}

  /** Asks whichever worker leads, this one or another tab's, to send the outbox now. */
  send(): void {
    this.opened()?.postMessage(NUDGE);
    for (const listener of this.here) listener();
  }

  /** Hears every nudge, from any tab's worker: what the leader's outbox schedule listens to. */
  readonly listen = (listener: () => void): (() => void) => {
    const heard = (event: MessageEvent) => {
      if (event.data === NUDGE) listener();
    };
    const channel = this.opened();
    this.here.add(listener);
    channel?.addEventListener('message', heard);
    return () => {
      this.here.delete(listener);
      channel?.removeEventListener('message', heard);
    };
  };

  /** With the database: nothing is nudged once the worker is going. */
  close(): void {
    this.closed = true;
    this.here.clear();
    this.channel?.close();
    this.channel = null;
  }

  private opened(): NudgeChannel | null {
    if (this.closed) return null;
    this.channel ??= this.open();
    return this.channel;
  }
}
