import { Link } from 'react-router-dom';
import {
  type AddressCard,
  cityName,
  countryName,
  governorateName,
  placeOfForm,
  streetParts,
  toInternational,
} from '../../domain';
import { useErrorText } from '../i18n/errorText';
import { useTranslation } from '../i18n/translation';
import { AddressParts } from '../shared/AddressParts';
import { PhoneNumber } from '../shared/PhoneNumber';
import { useLanguage } from '../shared/useLanguage';

/** The edit route of SPEC §2: /add-address with the address id and the edit flag. */
export const editAddressPath = (card: AddressCard) =>
  `/add-address?${new URLSearchParams({ id: card.key, edit: 'true' })}`;

/**
 * One saved address (SPEC §2 Address list): full name, street, city, governorate, phone and country. The street line
 * is the address's typed parts in the page's language (a Kuwaiti one "Block 5, Street 12, House 7"). The whole card
 * is the label of a radio button, so tapping it selects it and a screen reader hears one choice among the list.
 */
export function AddressCardItem({
  card,
  selected,
  onSelect,
  onDelete,
}: {
  /** `refused`: why the server refused the card's last save ('' when it did not say); absent or null if it did not. */
  card: AddressCard & { refused?: string | null };
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const reason = useErrorText('addressForm')(card.refused ?? null);
  const refused = card.refused === undefined || card.refused === null ? null : reason;
  const { form } = card;
  const name = form.fullName.trim() || t('addresses.noName');
  const place = [cityName(form.city, lang), governorateName(form.governorate, lang)]
    .filter((part) => part.trim())
    .join(lang === 'ar' ? '، ' : ', ');
  const street = streetParts(placeOfForm(form), lang);
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
        {/* What the shopper typed keeps its own script and direction (<bdi>), whichever language the page is in. */}
        <bdi className="address-card__name">{name}</bdi>
        {street.length > 0 && (
          <span>
            <AddressParts parts={street} />
          </span>
        )}
        {place && <span>{place}</span>}
        {phone && (
          <span>
            <span className="visually-hidden">{t('addresses.phone')}: </span>
            <PhoneNumber value={phone} />
          </span>
        )}
        {form.country && <span>{countryName(form.country, lang)}</span>}
        {(selected || card.pending || refused !== null) && (
          <span className="address-card__badges">
            {selected && <span className="address-card__badge">{t('addresses.selected')}</span>}
            {card.pending && (
              <span className="address-card__badge address-card__badge--pending">
                {t('addresses.pending')}
              </span>
            )}
            {refused !== null && (
              <span className="address-card__badge address-card__badge--refused">
                {refused ? t('addresses.refused', { reason: refused }) : t('addresses.refusedNoReason')}
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
