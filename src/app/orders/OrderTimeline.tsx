import { type Language, type MessageKey, TIMELINE_STEPS } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { formatStepTime } from './orderDate';

type Step = { label: string; done: boolean; current: boolean; stopped?: boolean; at?: string | null };

/**
 * SPEC §4 Order status: the five-step timeline, steps up to the current one completed. An order the shop stopped
 * (cancelled, failed, refunded) shows where it stands instead: placed, then stopped. The times known are shown:
 * when it was placed, and when it reached its current status. An ordered list, the current step marked with
 * aria-current="step" and the completed ones named so, for screen readers as for the eye.
 */
export function OrderTimeline({
  step,
  stop,
  placedAt,
  changedAt,
  lang,
}: {
  step: number;
  /** The label of the status that stopped the order, or null. */
  stop: MessageKey | null;
  placedAt: string;
  changedAt: string | null;
  lang: Language;
}) {
  const { t } = useTranslation();
  const steps: Step[] = stop
    ? [
        { label: t('orders.steps.stepOrderPlaced'), done: true, current: false, at: placedAt },
        { label: t(`orders.status.${stop}`), done: true, current: true, stopped: true, at: changedAt },
      ]
    : TIMELINE_STEPS.map((key, index) => ({
        label: t(`orders.steps.${key}`),
        done: index <= step,
        current: index === step,
        at: index === 0 ? placedAt : index === step ? changedAt : null,
      }));
  return (
    <ol className="order-timeline" aria-label={t('orderDetail.tracking')}>
      {steps.map(({ label, done, current, stopped, at }) => (
        <li
          key={label}
          className={['order-timeline__step', done && 'is-done', stopped && 'is-stopped']
            .filter(Boolean)
            .join(' ')}
          aria-current={current ? 'step' : undefined}
        >
          <span className="order-timeline__dot" aria-hidden="true" />
          <span className="order-timeline__label">{label}</span>
          {at && (
            <time className="order-timeline__time" dateTime={at}>
              {formatStepTime(at, lang)}
            </time>
          )}
          {done && !current && <span className="visually-hidden"> {t('orderDetail.stepDone')}</span>}
        </li>
      ))}
    </ol>
  );
}
