import { describe, expect, it } from 'vitest';
import { AddressSchema, addressToForm, formToAddress } from '../../../src/domain';
import { address, addressForm } from '../factories';

describe('an edited server address (SPEC §2 Add/Edit address with the edit flag, §3 Address)', () => {
  it('takes the form fields and keeps the id, owner and e-mail', () => {
    const saved = address({ id: 9, user_id: 42, email: 'sara@example.com' });
    const edited = formToAddress(
      addressForm({ fullName: 'Sara B', countryCode: '+965', phone: '051234567' }),
      saved,
    );
    expect(edited).toMatchObject({
      id: 9,
      user_id: 42,
      email: 'sara@example.com',
      full_name: 'Sara B',
      street: 'Street 5',
      city: 'Salmiya',
      area: 'Hawalli',
      governorate: 'Hawalli',
      phone: '+96551234567',
      country: 'Kuwait',
      address: 'Bldg 3',
      pickupLocation: { latitude: 29.33, longitude: 48.07, latitudeDelta: null, longitudeDelta: null },
      latitude: 29.33,
      longitude: 48.07,
    });
    expect(AddressSchema.parse(edited)).toEqual(edited);
  });

  it('reads back into the same form', () => {
    const form = addressForm({
      country: 'Qatar',
      countryCode: '+974',
      phone: '55123456',
      governorate: 'Doha',
    });
    expect(addressToForm(formToAddress(form, address({ id: 3 })))).toEqual(form);
  });

  it('has no location when none was chosen', () => {
    expect(
      formToAddress(addressForm({ latitude: null, longitude: null }), address()).pickupLocation,
    ).toBeNull();
  });
});
