import { useMemo } from 'react';
import { type AreaChoice, areaGroups } from '../../../domain/geo/areaChoices';
import { useTranslation } from '../../i18n/translation';
import { useLanguage } from '../../shared/useLanguage';

/**
 * Jump to an area by name: a native select, grouped by governorate, which a screen reader announces, a keyboard
 * steps through, and a phone opens as its own list. `value` is the area last chosen here, '' once the pin moved
 * some other way, so the select never names a place the pin has left.
 */
export function AreaSelect({ value, onChoose }: { value: string; onChoose: (area: AreaChoice) => void }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const groups = useMemo(() => areaGroups(lang), [lang]);
  return (
    <label className="map-picker__areas">
      <span className="visually-hidden">{t('map.goToArea')}</span>
      <select
        className="map-picker__area-select"
        value={value}
        onChange={(event) => {
          const area = groups.flatMap((group) => group.areas).find((a) => a.id === event.target.value);
          if (area) onChoose(area);
        }}
      >
        <option value="" disabled>
          {t('map.chooseArea')}
        </option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
