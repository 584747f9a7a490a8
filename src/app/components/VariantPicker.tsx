import { type AttributeSelection, isValueDisabled, type VariantSystem } from '../../domain';
import './VariantPicker.css';

/**
 * SPEC §2/§4 variant pickers: one radio group per attribute (Color, Size, Storage…); a value that leads to no
 * available, in-stock variant with the other choices is disabled. Values are shown as the ERP sends them.
 */
export function VariantPicker({
  system,
  selection,
  onChange,
  name,
}: {
  system: VariantSystem;
  selection: AttributeSelection;
  onChange: (attribute: string, value: string) => void;
  /** Makes the radio groups' names unique on the page. */
  name: string;
}) {
  return (
    <div className="variant-picker">
      {Object.entries(system.available_attributes).map(([attribute, values]) => (
        <fieldset key={attribute} className="variant-picker__group">
          <legend className="variant-picker__legend">
            {attribute}
            {selection[attribute] && <span className="variant-picker__chosen">: {selection[attribute]}</span>}
          </legend>
          <div className="variant-picker__values">
            {values.map((value) => {
              const disabled = isValueDisabled(system, selection, attribute, value);
              return (
                <label key={value} className={disabled ? 'variant-chip is-disabled' : 'variant-chip'}>
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={`${name}-${attribute}`}
                    value={value}
                    checked={selection[attribute] === value}
                    disabled={disabled}
                    onChange={() => onChange(attribute, value)}
                  />
                  <span>{value}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
