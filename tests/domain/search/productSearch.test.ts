import { describe, expect, it } from 'vitest';
import { ProductSearchIndex, SEARCH_INDEX_FORMAT, type SearchableProduct } from '../../../src/domain';

const product = (productId: number, name: string, o: Partial<SearchableProduct> = {}): SearchableProduct => ({
  productId,
  name,
  nameEn: '',
  sku: null,
  barcode: null,
  quantity: 5,
  ...o,
});

const indexOf = (...products: SearchableProduct[]) => {
  const index = new ProductSearchIndex();
  for (const p of products) index.put(p);
  return index;
};

describe('the product search index (SPEC §2 Search)', () => {
  const cover = product(1, 'غطاء شفاف أنكر', {
    nameEn: 'Anker Clear Case',
    sku: 'EL-0008',
    barcode: '6271379427406',
  });
  const holder = product(2, 'حامل هاتف للسيارة سبيجن', { nameEn: 'Spigen Car Phone Holder' });
  const coffee = product(3, 'قهوة عربية بالهيل', { nameEn: 'Arabic Coffee with Cardamom' });
  const index = indexOf(cover, holder, coffee);

  it.each([
    ['the name as written', 'غطاء شفاف أنكر', 1],
    ['without hamza', 'غطاء شفاف انكر', 1],
    ['with diacritics', 'غِطَاء شَفَّاف', 1],
    ['words out of order and cut short', 'انك غطا', 1],
    ['ه for ة and ال for لل', 'حامل السياره', 2],
    ['a word still being typed after its article', 'حامل الس', 2],
    ['a bare article typed before its word', 'حامل ال', 2],
    ['an article the name does not have', 'القهوه', 3],
    ['without the article the name has', 'هيل', 3],
    ['the English name in any case', 'CLEAR case', 1],
    ['the SKU', 'el-0008', 1],
    ['the SKU without its separator', 'el0008', 1],
    ['the barcode in Arabic-Indic digits', '٦٢٧١٣٧٩', 1],
  ])('finds a product by %s (%s)', (_, typed, id) => {
    expect(index.search(typed)).toEqual([id]);
  });

  it('requires every typed word', () => {
    expect(index.search('غطاء سبيجن')).toEqual([]);
    expect(index.search('holder spigen')).toEqual([2]);
  });

  it('answers nothing for nothing typed', () => {
    expect(index.search('  ،  ')).toEqual([]);
  });

  it('ranks the whole-name prefix, then word prefixes, then matches inside a word', () => {
    const ranked = indexOf(
      product(10, 'Phone stand'),
      product(11, 'Smart phone'),
      product(12, 'Smartphone case'),
      product(13, 'Phone case'),
    );
    expect(ranked.search('phone')).toEqual([10, 13, 11, 12]);
  });

  it('finds a word typed a key at a time inside words as it finds it typed at once, and after a change', () => {
    const names = ['Smartphone case', 'Headphones', 'Microphone stand', 'Phone holder', 'Saxophone reed'];
    const typing = indexOf(...names.map((name, i) => product(20 + i, name)));
    const typedAtOnce = indexOf(...names.map((name, i) => product(20 + i, name)));
    for (const typed of ['ph', 'pho', 'phon', 'phone', 'phones']) typing.search(typed);
    expect(typing.search('phones')).toEqual(typedAtOnce.search('phones'));
    expect(typing.search('phone')).toEqual([23, 20, 21, 22, 24]);
    // A product added between two keys is found inside its words by the next key.
    typing.put(product(30, 'Earphone'));
    expect(typing.search('phon')).toContain(30);
    typing.put(product(31, 'Telephone'));
    expect(typing.search('phone')).toContain(31);
  });

  it('answers a first letter from the names that start with it when those in stock fill the answer, and ranks on past them otherwise', () => {
    const letters = indexOf(
      product(1, 'Smart phone'),
      product(2, 'Phone stand'),
      product(3, 'Sofa', { quantity: 0 }),
      product(4, 'Sun hat'),
      product(5, 'Salt'),
    );
    expect(letters.search('s', 3)).toEqual([1, 4, 5]);
    expect(letters.search('s', 5)).toEqual([1, 4, 5, 3, 2]);
    letters.remove(4);
    expect(letters.search('s', 3)).toEqual([1, 5, 3]);
  });

  it('puts products in stock before those out of stock within a rank', () => {
    const ranked = indexOf(
      product(20, 'Kettle steel', { quantity: 0 }),
      product(21, 'Kettle glass'),
      product(22, 'Electric kettle', { quantity: 0 }),
      product(23, 'Travel kettle', { quantity: null }),
    );
    expect(ranked.search('kettle')).toEqual([21, 20, 23, 22]);
  });

  it('ranks a product again when only its stock changes', () => {
    const stocked = indexOf(product(40, 'Kettle one'), product(41, 'Kettle two'));
    expect(stocked.put(product(40, 'Kettle one', { quantity: 0 }))).toBe(true);
    expect(stocked.put(product(40, 'Kettle one', { quantity: 0 }))).toBe(false);
    expect(stocked.search('kettle')).toEqual([41, 40]);
  });

  it('forgets a removed product and finds a renamed one by its new name only', () => {
    const changing = indexOf(product(30, 'Red shirt'), product(31, 'Blue shirt'));
    changing.remove(31);
    changing.put(product(30, 'Green shirt'));
    expect(changing.search('shirt')).toEqual([30]);
    expect(changing.search('red')).toEqual([]);
    expect(changing.search('green')).toEqual([30]);
  });

  it('answers at most the limit', () => {
    const many = indexOf(...Array.from({ length: 80 }, (_, i) => product(100 + i, `Cable ${i}`)));
    expect(many.search('cable')).toHaveLength(50);
    expect(many.search('cable', 5)).toEqual([100, 101, 102, 103, 104]);
  });

  it('is stored and loaded as data and finds the same products afterwards', () => {
    const loaded = ProductSearchIndex.fromJSON(JSON.parse(JSON.stringify(index.toJSON())));
    expect(loaded?.size).toBe(3);
    expect(loaded?.search('حامل السياره')).toEqual([2]);
    expect(loaded?.search('el0008')).toEqual([1]);
  });

  it('refuses an index stored under another format, so it is built afresh', () => {
    const stored = index.toJSON();
    expect(ProductSearchIndex.fromJSON({ ...stored, format: SEARCH_INDEX_FORMAT + 1 })).toBeNull();
  });
});
