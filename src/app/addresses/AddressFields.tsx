import {
  type AddressForm,
  COUNTRIES,
  countryFromName,
  GOVERNORATE_MAX_LENGTH,
  hasGovernorateList,
  hasKuwaitiFields,
  KUWAIT_GOVERNORATES,
  limitGovernorateInput,
  PHONE_MAX,
  requiredAddressFields,
  sanitizePhoneInput,
} from '../../domain';
import { useTranslation } from '../i18n/translation';
import { useLanguage } from '../shared/useLanguage';

export type FieldName = Exclude<keyof AddressForm, 'countryCode' | 'latitude' | 'longitude'>;

type TextFieldName = Exclude<FieldName, 'country' | 'governorate' | 'phone'>;

/** A text box of the form: its field, the label's key, the browser's autofill hint and its longest text. */
type TextBox = readonly [TextFieldName, string, string, number];

const FULL_NAME: TextBox = ['fullName', 'addressForm.fullName', 'name', 100];

/** SPEC §2's boxes after the full name, outside Kuwait: Avenues/Street, City, Apartment/Building. */
const SPEC_BOXES: readonly TextBox[] = [
  ['avenue', 'addressForm.avenue', 'address-line1', 100],
  ['city', 'addressForm.city', 'address-level2', 100],
  ['apartment', 'addressForm.apartment', 'address-line2', 100],
];

/**
 * Kuwait's boxes, in the order a Kuwaiti address is said: area (SPEC's city), block, street (SPEC's avenue field),
 * avenue, house or building, floor, apartment. Autofill has no block, avenue or floor of its own. The short limits
 * keep the street with its avenue, and the house with its floor and apartment, within the server's 200 characters
 * (kuwaitiAddress.ts writes each pair into one field).
 */
const KUWAIT_BOXES: readonly TextBox[] = [
  ['city', 'addressForm.area', 'address-level2', 100],
  ['block', 'addressForm.block', 'off', 20],
  ['avenue', 'addressForm.street', 'address-line1', 100],
  ['lane', 'addressForm.lane', 'off', 50],
  ['house', 'addressForm.house', 'address-line2', 50],
  ['floor', 'addressForm.floor', 'off', 20],
  ['apartment', 'addressForm.flat', 'address-line3', 50],
];

function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="address-field__label" htmlFor={htmlFor}>
      {text}
      {required && <span className="address-field__required"> ({t('addressForm.required')})</span>}
    </label>
  );
}

/** Under a field Save found wrong: what is wrong with it, in words, not only in colour. */
function FieldError({ name, form }: { name: FieldName; form: AddressForm }) {
  const { t } = useTranslation();
  const tooShort = name === 'phone' && form.phone.trim() !== '';
  return (
    <p id={`address-${name}-error`} className="address-field__error">
      {t(tooShort ? 'addressForm.phoneTooShort' : 'addressForm.fieldRequired')}
    </p>
  );
}

/**
 * SPEC §2 Add/Edit address fields and §5's rules on them: country among the six; governorate from Kuwait's list or
 * free text of at most 50 characters elsewhere; phone digits only, at most 10, behind the country's dial code.
 * Changing the country moves the dial code with it, and empties a governorate that no longer fits its kind.
 * Kuwait asks for its address the Kuwaiti way (area, block, street, avenue, house, floor, apartment); the other
 * countries keep SPEC's Avenues/Street, City and Apartment/Building. A field Save found wrong is marked
 * (aria-invalid, a red border and a line saying why).
 */
export function AddressFields({
  form,
  invalid,
  disabled,
  onChange,
}: {
  form: AddressForm;
  invalid: ReadonlySet<FieldName>;
  disabled: boolean;
  onChange: (next: AddressForm) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const set = (patch: Partial<AddressForm>) => onChange({ ...form, ...patch });
  const listed = hasGovernorateList(form.country);
  const requiredFields: readonly FieldName[] = requiredAddressFields(form.country);
  const required = (name: FieldName) => requiredFields.includes(name);
  const error = (name: FieldName) => invalid.has(name) && <FieldError name={name} form={form} />;
  const common = (name: FieldName, describedBy?: string) => {
    const ids = [describedBy, invalid.has(name) ? `address-${name}-error` : undefined].filter(Boolean);
    return {
      id: `address-${name}`,
      className: 'field-control',
      disabled,
      required: required(name),
      'aria-invalid': invalid.has(name) || undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    };
  };
  const boxes = hasKuwaitiFields(form.country) ? KUWAIT_BOXES : SPEC_BOXES;

  const changeCountry = (value: string) => {
    const country = countryFromName(value);
    const keepsKind = hasGovernorateList(value) === listed;
    set({
      country: value,
      countryCode: country?.dialCode ?? form.countryCode,
      governorate: keepsKind ? form.governorate : '',
    });
  };

  return (
    <>
      <div className="address-field">
        <Label htmlFor="address-country" text={t('addressForm.country')} required />
        <select
          {...common('country')}
          value={form.country}
          onChange={(e) => changeCountry(e.currentTarget.value)}
        >
          <option value="" disabled>
            {t('addressForm.country')}
          </option>
          {COUNTRIES.map((country) => (
            <option key={country.iso} value={country.en}>
              {country[lang]}
            </option>
          ))}
        </select>
        {error('country')}
      </div>

      <div className="address-field">
        <Label htmlFor="address-governorate" text={t('addressForm.governorate')} required />
        {listed ? (
          <select
            {...common('governorate')}
            value={form.governorate}
            onChange={(e) => set({ governorate: e.currentTarget.value })}
          >
            <option value="">{t('addressForm.chooseGovernorate')}</option>
            {KUWAIT_GOVERNORATES.map((governorate) => (
              <option key={governorate.en} value={governorate.en}>
                {governorate[lang]}
              </option>
            ))}
          </select>
        ) : (
          <>
            <input
              {...common('governorate', 'address-governorate-hint')}
              type="text"
              maxLength={GOVERNORATE_MAX_LENGTH}
              value={form.governorate}
              onChange={(e) => set({ governorate: limitGovernorateInput(e.currentTarget.value) })}
            />
            <p id="address-governorate-hint" className="address-field__hint">
              {t('addressForm.governorateHint')}
            </p>
          </>
        )}
        {error('governorate')}
      </div>

      <div className="address-field">
        <Label htmlFor="address-phone" text={t('addressForm.phone')} required />
        <div className="phone-input" dir="ltr">
          <span id="address-phone-code" className="phone-input__code">
            {form.countryCode}
          </span>
          <input
            {...common('phone', 'address-phone-code')}
            className="field-control phone-input__field"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            dir="ltr"
            maxLength={PHONE_MAX}
            value={form.phone}
            onChange={(e) => set({ phone: sanitizePhoneInput(e.currentTarget.value) })}
          />
        </div>
        {error('phone')}
      </div>

      {[FULL_NAME, ...boxes].map(([name, label, autoComplete, maxLength]) => (
        <div className="address-field" key={name}>
          <Label htmlFor={`address-${name}`} text={t(label)} required={required(name)} />
          <input
            {...common(name)}
            type="text"
            autoComplete={autoComplete}
            maxLength={maxLength}
            value={form[name]}
            onChange={(e) => set({ [name]: e.currentTarget.value })}
          />
          {error(name)}
        </div>
      ))}
    </>
  );
}
