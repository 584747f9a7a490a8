import { useTranslation } from 'react-i18next';
import {
  type AddressForm,
  COUNTRIES,
  countryFromName,
  GOVERNORATE_MAX_LENGTH,
  hasGovernorateList,
  KUWAIT_GOVERNORATES,
  limitGovernorateInput,
  PHONE_MAX,
  REQUIRED_ADDRESS_FIELDS,
  sanitizePhoneInput,
} from '../../domain';
import { useLanguage } from '../shared/useLanguage';

export type FieldName = 'country' | 'governorate' | 'phone' | 'fullName' | 'avenue' | 'city' | 'apartment';

function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="address-field__label" htmlFor={htmlFor}>
      {text}
      {required && <span className="address-field__required"> ({t('addressForm.required')})</span>}
    </label>
  );
}

/**
 * SPEC §2 Add/Edit address fields and §5's rules on them: country among the six; governorate from Kuwait's list or
 * free text of at most 50 characters elsewhere; phone digits only, at most 10, behind the country's dial code.
 * Changing the country moves the dial code with it, and empties a governorate that no longer fits its kind.
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
  const required = (name: FieldName) => (REQUIRED_ADDRESS_FIELDS as readonly FieldName[]).includes(name);
  const common = (name: FieldName) => ({
    id: `address-${name}`,
    className: 'field-control',
    disabled,
    required: required(name),
    'aria-invalid': invalid.has(name) || undefined,
  });

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
              {...common('governorate')}
              type="text"
              maxLength={GOVERNORATE_MAX_LENGTH}
              aria-describedby="address-governorate-hint"
              value={form.governorate}
              onChange={(e) => set({ governorate: limitGovernorateInput(e.currentTarget.value) })}
            />
            <p id="address-governorate-hint" className="address-field__hint">
              {t('addressForm.governorateHint')}
            </p>
          </>
        )}
      </div>

      <div className="address-field">
        <Label htmlFor="address-phone" text={t('addressForm.phone')} required />
        <div className="phone-input" dir="ltr">
          <span id="address-phone-code" className="phone-input__code">
            {form.countryCode}
          </span>
          <input
            {...common('phone')}
            className="field-control phone-input__field"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            dir="ltr"
            maxLength={PHONE_MAX}
            aria-describedby="address-phone-code"
            value={form.phone}
            onChange={(e) => set({ phone: sanitizePhoneInput(e.currentTarget.value) })}
          />
        </div>
      </div>

      {(
        [
          ['fullName', 'addressForm.fullName', 'name'],
          ['avenue', 'addressForm.avenue', 'address-line1'],
          ['city', 'addressForm.city', 'address-level2'],
          ['apartment', 'addressForm.apartment', 'address-line2'],
        ] as const
      ).map(([name, label, autoComplete]) => (
        <div className="address-field" key={name}>
          <Label htmlFor={`address-${name}`} text={t(label)} required={required(name)} />
          <input
            {...common(name)}
            type="text"
            autoComplete={autoComplete}
            maxLength={100}
            value={form[name]}
            onChange={(e) => set({ [name]: e.currentTarget.value })}
          />
        </div>
      ))}
    </>
  );
}
