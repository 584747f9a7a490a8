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
      block_avenue: '3',
      house: '7',
      address: 'House 7, Apartment Bldg 3',
      pickupLocation: { latitude: 29.33, longitude: 48.07, latitudeDelta: null, longitudeDelta: null },
      latitude: 29.33,
      longitude: 48.07,
    });
    expect(AddressSchema.parse(edited)).toEqual(edited);
  });

  it('reads back into the same form, in Kuwait and elsewhere', () => {
    const qatar = addressForm({
      country: 'Qatar',
      countryCode: '+974',
      phone: '55123456',
      governorate: 'Doha',
      block: '',
      house: '',
    });
    expect(addressToForm(formToAddress(qatar, address({ id: 3 })))).toEqual(qatar);
    const kuwait = addressForm({ lane: '2', floor: '1' });
    expect(addressToForm(formToAddress(kuwait, address({ id: 3 })))).toEqual(kuwait);
  });

  it('has no location when none was chosen', () => {
    expect(
      formToAddress(addressForm({ latitude: null, longitude: null }), address()).pickupLocation,
    ).toBeNull();
  });
});
