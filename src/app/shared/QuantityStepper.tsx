import { useId } from 'react';
import { quantityBounds } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from './Icon';
import './QuantityStepper.css';

/**
 * SPEC §5 Quantity: minimum 1, maximum the stock; the buttons disable at the bounds and 'Max' marks the top, with
 * why in words a screen reader gives with the disabled Increase ("Only 2 in stock").
 */
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
  const maxId = useId();
  const { min, max } = quantityBounds(stock);
  const atMax = value >= max;
  const bounded = atMax && Number.isFinite(max);
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
        aria-describedby={bounded ? maxId : undefined}
        disabled={atMax}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" size={18} />
      </button>
      {bounded && (
        <span id={maxId} className="quantity-stepper__max">
          <span aria-hidden="true">{t('product.max')}</span>
          <span className="visually-hidden">
            {stock !== null && stock <= 0
              ? t('product.variantSoldOut')
              : t('product.maxReason', { count: max })}
          </span>
        </span>
      )}
    </div>
  );
}
