import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type AddressCard, toInternational } from '../../domain';
import { useLanguage } from '../components/useLanguage';
import { countryName } from './countryName';
import { governorateName } from './governorateName';

/** The edit route of SPEC §2: /add-address with the address id and the edit flag. */
export const editAddressPath = (card: AddressCard) =>
  `/add-address?${new URLSearchParams({ id: card.key, edit: 'true' })}`;

/**
 * One saved address (SPEC §2 Address list): full name, street, city, governorate, phone and country. The whole card
 * is the label of a radio button, so tapping it selects it and a screen reader hears one choice among the list.
 */
export function AddressCardItem({
  card,
  selected,
  onSelect,
  onDelete,
}: {
  card: AddressCard;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { form } = card;
  const name = form.fullName.trim() || t('addresses.noName');
  const place = [form.city, governorateName(form.governorate, lang)]
    .filter((part) => part.trim())
    .join(lang === 'ar' ? '، ' : ', ');
  const phone = form.phone ? toInternational(form.countryCode, form.phone) : '';
  const id = `address-${card.key}`;
  return (
    <li className={selected ? 'address-card is-selected' : 'address-card'}>
      <input
        id={id}
        className="address-card__radio"
        type="radio"
        name="address"
        checked={selected}
        onChange={onSelect}
      />
      <label className="address-card__body" htmlFor={id}>
        <span className="address-card__name">{name}</span>
        {form.avenue && <span>{form.avenue}</span>}
        {place && <span>{place}</span>}
        {phone && (
          <span>
            <span className="visually-hidden">{t('addresses.phone')}: </span>
            <bdi dir="ltr">{phone}</bdi>
          </span>
        )}
        {form.country && <span>{countryName(form.country, lang)}</span>}
        {(selected || card.pending) && (
          <span className="address-card__badges">
            {selected && <span className="address-card__badge">{t('addresses.selected')}</span>}
            {card.pending && (
              <span className="address-card__badge address-card__badge--pending">
                {t('addresses.pending')}
              </span>
            )}
          </span>
        )}
      </label>
      <div className="address-card__actions">
        <Link
          className="address-card__action"
          to={editAddressPath(card)}
          aria-label={t('addresses.editLabel', { name })}
        >
          {t('addresses.edit')}
        </Link>
        <button
          type="button"
          className="address-card__action address-card__action--danger"
          aria-label={t('addresses.deleteLabel', { name })}
          onClick={onDelete}
        >
          {t('addresses.delete')}
        </button>
      </div>
    </li>
  );
}
