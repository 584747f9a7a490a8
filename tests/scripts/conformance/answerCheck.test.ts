import { describe, expect, it } from 'vitest';
import { answerCheck } from '../../../scripts/conformance/answerCheck';
import { openApiDocument } from '../../../server/contract/openApiDocument';

const check = answerCheck(openApiDocument());
const product = (price: unknown) => ({
  status: true,
  data: { id: 7, name: 'قفاز', price, quantity: '3', barcode: false, category: 2 },
  variant_system: null,
  product_images: [],
});

describe("an answer checked against the contract's document", () => {
  it("keeps the contract with an ERP's loose scalars, as the shop reads them: numbers as digits, false for none", () => {
    expect(check('getProductById', product('12.500'))).toEqual([]);
    expect(check('getProductById', product(12.5))).toEqual([]);
  });

  it('breaks it with a price that is no number, naming where', () => {
    expect(check('getProductById', product('twelve')).join('\n')).toContain('/data/price');
  });

  it('follows the references between components: a category tree nests categories under `childrens`', () => {
    const tree = (child: unknown) => ({ status: true, data: [{ id: 1, name: 'أ', childrens: [child] }] });
    expect(check('getAllCatesWithSub', tree({ id: 2, name: 'ب' }))).toEqual([]);
    expect(check('getAllCatesWithSub', tree({ id: 2 })).join('\n')).toContain('/data/0/childrens/0');
  });
});
