import { useId } from 'react';
import { quantityBounds } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from './Icon';
import './QuantityStepper.css';

/** SPEC §5 Quantity: minimum 1, maximum the stock; the buttons disable at the bounds and 'Max' marks the top. */
export function QuantityStepper({
  value,
  stock,
  onChange,
}: {
  value: number;
  stock: number | null;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { min, max } = quantityBounds(stock);
  const atMax = value >= max;
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons and an output, not form fields, so no fieldset.
    <div className="quantity-stepper" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="quantity-stepper__label">
        {t('product.quantity')}
      </span>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t('product.decrease')}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" size={18} />
      </button>
      <output className="quantity-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t('product.increase')}
        disabled={atMax}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" size={18} />
      </button>
      {atMax && Number.isFinite(max) && <span className="quantity-stepper__max">{t('product.max')}</span>}
    </div>
  );
}
