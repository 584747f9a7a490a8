import { describe, expect, it } from 'vitest';
import {
  AddressDeleteResponseSchema,
  AddressGetResponseSchema,
  AddressListResponseSchema,
  AddressSaveResponseSchema,
} from '../../../src/domain';

describe('address responses (SPEC §7 Addresses)', () => {
  it('parse a saved address or its id', () => {
    expect(
      AddressSaveResponseSchema.parse({ status: true, data: { id: 3, city: 'Salmiya' } }).data,
    ).toMatchObject({
      id: 3,
    });
    expect(AddressSaveResponseSchema.parse({ status: true, data: 3 }).data).toBe(3);
  });

  it("count a delete as done when data equals 'deleted' or status is truthy", () => {
    expect(AddressDeleteResponseSchema.parse({ data: 'deleted' }).deleted).toBe(true);
    expect(AddressDeleteResponseSchema.parse({ status: 'success' }).deleted).toBe(true);
    expect(AddressDeleteResponseSchema.parse({ status: false, message: 'No' })).toEqual({
      deleted: false,
      message: 'No',
    });
  });

  it('read data[0] for one address', () => {
    expect(AddressGetResponseSchema.parse({ status: true, data: [{ id: 4 }, { id: 5 }] }).address?.id).toBe(
      4,
    );
    expect(AddressGetResponseSchema.parse({ data: [] }).address).toBeNull();
  });

  it('read the list of addresses and reject a list that is not one', () => {
    expect(AddressListResponseSchema.parse({ status: true, data: [{ id: 4 }] }).data).toHaveLength(1);
    expect(AddressListResponseSchema.safeParse({ status: true, data: { id: 4 } }).success).toBe(false);
  });
});
