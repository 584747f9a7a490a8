import { placeLineIn } from '../../domain/geo/placeLine';
import type { PlaceAnswer } from '../../machines/addressForm.machine';
import { useTranslation } from '../i18n/translation';
import { useLanguage } from '../shared/useLanguage';
import { LOCATION_BUTTON_ID } from './invalidFields';
import { type LocationProblem, locationProblemKey } from './map/currentPosition';

/** What the form says about the chosen point: nothing yet, looking it up, or the geocoder's answer. */
export type PlaceLine =
  | { kind: 'none' }
  | { kind: 'locating' }
  | { kind: 'finding' }
  | { kind: 'answered'; answer: PlaceAnswer };

function lineKey(line: PlaceLine, located: boolean): string | null {
  switch (line.kind) {
    case 'locating':
      return 'addressForm.locating';
    case 'finding':
      return 'addressForm.findingAddress';
    case 'answered':
      if (line.answer.place) return null;
      return line.answer.error ? 'addressForm.addressOffline' : 'addressForm.noAddressHere';
    default:
      return located ? 'addressForm.noAddressHere' : 'addressForm.noLocation';
  }
}

/**
 * The chosen point as a readable address line (SPEC §2: chosen coordinates are reverse-geocoded), why the device
 * position could not be had (SPEC §8), and the button that opens the full-screen map.
 */
export function LocationField({
  line,
  located,
  locationProblem,
  invalid,
  disabled,
  onOpenMap,
}: {
  line: PlaceLine;
  located: boolean;
  locationProblem: LocationProblem | null;
  invalid: boolean;
  disabled: boolean;
  onOpenMap: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const key = lineKey(line, located);
  const place = line.kind === 'answered' ? line.answer.place : null;
  const text = key === null && place ? placeLineIn(place, lang) : t(key ?? '');
  return (
    <section
      className={invalid ? 'address-location is-invalid' : 'address-location'}
      aria-labelledby="address-location-title"
    >
      <h2 id="address-location-title" className="address-field__label">
        {t('addressForm.location')}
        <span className="address-field__required"> ({t('addressForm.required')})</span>
      </h2>
      <p className="address-location__line" role="status" data-testid="address-line">
        {text}
      </p>
      {locationProblem && (
        <p className="address-form__error" role="alert">
          {t(locationProblemKey[locationProblem])}
        </p>
      )}
      {/* Save sends focus here when no point is chosen: the line above already says so in words. */}
      <button
        id={LOCATION_BUTTON_ID}
        type="button"
        className="button button--secondary"
        disabled={disabled}
        onClick={onOpenMap}
      >
        {located ? t('addressForm.changeOnMap') : t('addressForm.chooseOnMap')}
      </button>
    </section>
  );
}
