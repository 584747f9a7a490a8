import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ListingScope } from '../../contract';
import {
  DEFAULT_LISTING,
  filsToKd,
  formatKd,
  type ListingFacets,
  type ListingFilter,
  toFils,
} from '../../domain';
import { useTranslation } from '../i18n/translation';
import { useLanguage } from '../shared/useLanguage';
import { useModalDialog } from '../shared/useModalDialog';
import { useFilterCount } from './useFilterCount';
import '../shared/Dialog.css';

interface FilterDialogProps {
  open: boolean;
  /** The products filtered: Apply says how many of them the choices keep. */
  scope: ListingScope;
  filter: ListingFilter;
  /** What the list can be filtered by; null while the worker works it out. */
  facets: ListingFacets | null;
  onApply: (filter: ListingFilter) => void;
  onClose: () => void;
}

const priceText = (fils: number | null) => (fils === null ? '' : String(filsToKd(fils)));
const priceFils = (text: string): number | null => {
  const value = text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? toFils(value) : null;
};

/**
 * The filters of a list: in stock only, a price range, and each variant value the list's products have,
 * with how many have it, grouped by kind (letter sizes, each run of numbered sizes…) as a shop lays them out.
 * Choices are a draft until Apply, which says how many products they keep ("Show 24 products"); "Clear all" empties
 * them.
 */
export function FilterDialog({ open, scope, filter, facets, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const titleId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const dialogRef = useModalDialog(open, firstRef);
  const [inStock, setInStock] = useState(filter.inStock);
  const [min, setMin] = useState(priceText(filter.minFils));
  const [max, setMax] = useState(priceText(filter.maxFils));
  const [options, setOptions] = useState(filter.options);

  // Each opening starts from the list's filters as they are.
  useEffect(() => {
    if (!open) return;
    setInStock(filter.inStock);
    setMin(priceText(filter.minFils));
    setMax(priceText(filter.maxFils));
    setOptions(filter.options);
  }, [open, filter]);

  const toggle = (name: string, value: string) =>
    setOptions((current) => {
      const values = current[name] ?? [];
      const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
      const { [name]: _dropped, ...rest } = current;
      return next.length > 0 ? { ...rest, [name]: next } : rest;
    });

  // A range typed the wrong way round is the range the shopper meant, as the address reads it (listingParams.ts).
  const [from, to] = [priceFils(min), priceFils(max)];
  const swapped = from !== null && to !== null && from > to;
  const draft: ListingFilter = {
    inStock,
    minFils: swapped ? to : from,
    maxFils: swapped ? from : to,
    options,
  };
  const count = useFilterCount(scope, draft, open);
  const applyLabel =
    count === null
      ? t('listing.apply')
      : count === 1
        ? t('listing.applyOne')
        : t('listing.applyCount', { count });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog filter-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={apply}>
        <h2 id={titleId} className="dialog__title">
          {t('listing.filterTitle')}
        </h2>
        <label className="filter-dialog__check">
          <input
            ref={firstRef}
            type="checkbox"
            checked={inStock}
            onChange={(event) => setInStock(event.target.checked)}
          />
          {t('listing.inStock')}
        </label>
        <fieldset className="filter-dialog__group">
          <legend>{t('listing.price')}</legend>
          {facets?.minFils != null && facets.maxFils != null && (
            <p className="filter-dialog__hint">
              {t('listing.priceRange', {
                min: formatKd(facets.minFils, lang),
                max: formatKd(facets.maxFils, lang),
              })}
            </p>
          )}
          <div className="filter-dialog__prices">
            <PriceField label={t('listing.priceFrom')} value={min} onChange={setMin} />
            <PriceField label={t('listing.priceTo')} value={max} onChange={setMax} />
          </div>
        </fieldset>
        {facets?.options.map((facet) => (
          <fieldset key={facet.name} className="filter-dialog__group">
            <legend>{lang === 'ar' ? (facet.nameAr ?? facet.name) : facet.name}</legend>
            {facet.groups.map((group) => (
              <div key={group[0]?.value} className="filter-dialog__values">
                {group.map((option) => (
                  <label key={option.value} className="filter-dialog__value">
                    <input
                      type="checkbox"
                      checked={options[facet.name]?.includes(option.value) ?? false}
                      onChange={() => toggle(facet.name, option.value)}
                    />
                    {lang === 'ar' ? (option.valueAr ?? option.value) : option.value}{' '}
                    <span className="filter-dialog__count">({option.count})</span>
                  </label>
                ))}
              </div>
            ))}
          </fieldset>
        ))}
        <p className="visually-hidden" role="status">
          {count === null ? '' : applyLabel}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('listing.close')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onApply(DEFAULT_LISTING.filter)}
          >
            {t('listing.clear')}
          </button>
          <button type="submit" className="button">
            {applyLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function PriceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        className="field-control"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
