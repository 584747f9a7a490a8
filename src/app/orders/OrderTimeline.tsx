import { useTranslation } from 'react-i18next';
import { TIMELINE_STEPS } from '../../domain';

/**
 * SPEC §4 Order status: the five-step timeline, steps up to the current one completed. An ordered list, the current
 * step marked with aria-current="step" and the completed ones named so, for screen readers as for the eye.
 */
export function OrderTimeline({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <ol className="order-timeline" aria-label={t('orderDetail.tracking')}>
      {TIMELINE_STEPS.map((key, index) => (
        <li
          key={key}
          className={index <= step ? 'order-timeline__step is-done' : 'order-timeline__step'}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="order-timeline__dot" aria-hidden="true" />
          <span className="order-timeline__label">{t(`orders.steps.${key}`)}</span>
          {index < step && <span className="visually-hidden"> {t('orderDetail.stepDone')}</span>}
        </li>
      ))}
    </ol>
  );
}
