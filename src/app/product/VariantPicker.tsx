import { useState } from 'react';
import {
  type AttributeSelection,
  attributeLabel,
  chooseValue,
  type ValueAvailability,
  type VariantSystem,
  valueAvailability,
  valueLabel,
} from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { skipMouseEmulation } from '../shared/skipMouseEmulation';
import { useLanguage } from '../shared/useLanguage';
import './VariantPicker.css';

const chipClass: Record<ValueAvailability, string> = {
  inStock: 'variant-chip',
  otherChoice: 'variant-chip is-other-choice',
  soldOut: 'variant-chip is-sold-out',
};

/**
 * SPEC §2/§4 variant pickers: one radio group per attribute (Color, Size, Storage…), named and valued in the
 * interface language. Only a value with no stock in any combination is struck through; it stays in the arrow-key
 * order as aria-disabled, so a screen reader hears that it exists and is sold out, but choosing it does nothing.
 * A value out of stock with the current choice alone can be chosen (drawn dashed, which a hint explains): the other
 * attributes then move to values that are in stock with it (chooseValue), and a visible status says what changed
 * and why ("XXL is not available in Olive, so Colour changed to Red"), read out politely too.
 */
export function VariantPicker({
  system,
  selection,
  onChange,
  name,
}: {
  system: VariantSystem;
  selection: AttributeSelection;
  onChange: (selection: Record<string, string>) => void;
  /** Makes the radio groups' names and the hints' ids unique on the page. */
  name: string;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [switched, setSwitched] = useState('');

  const choose = (attribute: string, value: string) => {
    const next = chooseValue(system, selection, attribute, value);
    const moved = Object.keys(system.available_attributes).filter(
      (other) => other !== attribute && next[other] !== undefined && next[other] !== selection[other],
    );
    setSwitched(
      moved
        .map((other) => {
          const was = selection[other];
          const changed = {
            name: attributeLabel(system, other, lang),
            value: valueLabel(system, other, next[other] as string, lang),
          };
          return was === undefined
            ? t('product.variantSwitched', changed)
            : t('product.variantSwitchedBecause', {
                ...changed,
                chosen: valueLabel(system, attribute, value, lang),
                was: valueLabel(system, other, was, lang),
              });
        })
        .join(lang === 'ar' ? '، ' : '; '),
    );
    onChange(next);
  };
  const anyOtherChoice = Object.entries(system.available_attributes).some(([attribute, values]) =>
    values.some((value) => valueAvailability(system, selection, attribute, value) === 'otherChoice'),
  );

  return (
    <div className="variant-picker">
      {Object.entries(system.available_attributes).map(([attribute, values]) => {
        const group = `${name}-${attribute}`;
        const chosen = selection[attribute];
        return (
          <fieldset key={attribute} className="variant-picker__group">
            <legend className="variant-picker__legend">
              {attributeLabel(system, attribute, lang)}
              {chosen && (
                <span className="variant-picker__chosen">
                  : {valueLabel(system, attribute, chosen, lang)}
                </span>
              )}
            </legend>
            <div className="variant-picker__values">
              {values.map((value) => {
                const availability = valueAvailability(system, selection, attribute, value);
                const soldOut = availability === 'soldOut';
                return (
                  <label key={value} className={chipClass[availability]} onPointerDown={skipMouseEmulation}>
                    <input
                      type="radio"
                      className="visually-hidden"
                      name={group}
                      value={value}
                      checked={chosen === value}
                      aria-disabled={soldOut || undefined}
                      aria-describedby={availability === 'inStock' ? undefined : `${group}-${availability}`}
                      onChange={() => {
                        if (!soldOut) choose(attribute, value);
                      }}
                    />
                    <span>{valueLabel(system, attribute, value, lang)}</span>
                  </label>
                );
              })}
            </div>
            <span id={`${group}-soldOut`} hidden>
              {t('product.variantSoldOut')}
            </span>
            <span id={`${group}-otherChoice`} hidden>
              {t('product.variantOtherChoice')}
            </span>
          </fieldset>
        );
      })}
      {anyOtherChoice && (
        <p className="variant-picker__hint">
          <span className="variant-picker__sample" aria-hidden="true" />
          {t('product.variantDashedHint')}
        </p>
      )}
      {/* Kept mounted, so a screen reader announces each change; seen, so no shopper buys a colour unawares. */}
      <p className={switched ? 'variant-picker__notice' : 'visually-hidden'} role="status">
        {switched && <Icon name="alertCircle" size={18} />}
        <span>{switched}</span>
      </p>
    </div>
  );
}
