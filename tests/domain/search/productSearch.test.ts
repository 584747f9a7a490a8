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

describe('what shoppers type besides the names’ own letters (SPEC §2 Search)', () => {
  const fashion = { categoryId: 1, parentId: null, name: 'أزياء', nameEn: 'Fashion' };
  const women = { categoryId: 2, parentId: 1, name: 'نساء', nameEn: 'Women' };
  const dresses = { categoryId: 3, parentId: 2, name: 'فساتين', nameEn: 'Dresses' };
  const bags = { categoryId: 4, parentId: 2, name: 'حقائب يد', nameEn: 'Handbags' };
  const shoes = { categoryId: 5, parentId: 1, name: 'أحذية رجالية', nameEn: "Men's Shoes" };
  const phones = { categoryId: 6, parentId: null, name: 'هواتف ذكية', nameEn: 'Smartphones' };
  const colour = (en: string, ar: string) => ({ name: 'Color', value: en, name_ar: 'اللون', value_ar: ar });
  const red = colour('Red', 'أحمر');
  const navy = colour('Navy', 'كحلي');
  const shop = () => {
    const index = indexOf(
      product(1, 'فستان طويل زارا', { nameEn: 'Zara Maxi Dress', categoryId: 3, options: [navy] }),
      product(2, 'فستان سهرة مانجو', { nameEn: 'Mango Evening Dress', categoryId: 3, options: [red, navy] }),
      product(3, 'حقيبة توت جس', { nameEn: 'Guess Tote Bag', categoryId: 4, options: [red] }),
      product(4, 'حذاء جري نايكي', { nameEn: 'Nike Running Shoes', categoryId: 5 }),
      product(5, 'صندل جلد كلاركس', { nameEn: 'Clarks Leather Sandals', categoryId: 5 }),
      product(6, 'هاتف ذكي برو أبل', { nameEn: 'Apple Smartphone Pro', categoryId: 6 }),
      product(7, 'هاتف ذكي لايت سامسونج', { nameEn: 'Samsung Smartphone Lite', categoryId: 6 }),
      product(8, 'أحمر شفاه مطفي ماك', { nameEn: 'MAC Matte Lipstick', options: [red] }),
    );
    for (const category of [fashion, women, dresses, bags, shoes, phones]) index.putCategory(category);
    return index;
  };

  it.each([
    ['a broken plural', 'فساتين', [1, 2]],
    ['a sound plural', 'حقيبات', [3]],
    ['an English plural', 'dresses', [1, 2]],
    ['a Gulf word (شنطة for حقيبة)', 'شنطة', [3]],
    ['a Gulf word for shoes (جزمة)', 'جزمة', [4, 5]],
    ['an English word the names do not hold', 'sneakers', [4]],
    ['an English word written in Arabic (ايفون)', 'ايفون', [6]],
    ['an Arabic word written in English (the vocabulary both ways)', 'iphone', [6]],
  ])('finds products by %s: %s', (_, typed, ids) => {
    expect(shop().search(typed).slice(0, ids.length)).toEqual(ids);
  });

  it('finds the products of a category by its name, its own or a parent’s', () => {
    const index = shop();
    expect(index.search('handbags')).toEqual([3]);
    expect(index.search('نساء').sort()).toEqual([1, 2, 3]);
    expect(index.search('fashion').sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds a product by its variants’ values with its name’s words, in any order (فستان احمر)', () => {
    const index = shop();
    expect(index.search('فستان احمر')).toEqual([2]);
    expect(index.search('red dress')).toEqual([2]);
    expect(index.search('حقيبة حمرا')).toEqual([3]);
    // أحمر in the lipstick’s name ranks it above products that merely come in red.
    expect(index.search('احمر')).toEqual([8, 2, 3]);
  });

  it('ranks the whole name first and then every word starting a word, whatever the fields (nike running shoes)', () => {
    const index = shop();
    expect(index.search('nike running shoes')).toEqual([4]);
    expect(index.search('running shoes nike')).toEqual([4]);
    expect(index.search('shoes')).toEqual([4, 5]);
  });

  it('finds a word of five letters with one typo and of nine with two, ranked below the exact and prefix matches', () => {
    const index = indexOf(
      product(1, 'Samsung Phone'),
      product(2, 'Sony Phones'),
      product(3, 'Kettlebell 8 kg'),
      product(4, 'Shone lamp'),
    );
    expect(index.search('samsnug')).toEqual([1]);
    expect(index.search('sany')).toEqual([]);
    expect(index.search('kettelbel')).toEqual([3]);
    expect(index.search('kettlbel')).toEqual([]);
    expect(index.search('phone')).toEqual([1, 2, 4]);
  });

  it('finds a word in Arabic with one typo, and a word of four letters only as typed', () => {
    const index = indexOf(product(1, 'هاتف سامسونج'), product(2, 'كابل شاحن'));
    expect(index.search('سامسنج')).toEqual([1]);
    expect(index.search('كابن')).toEqual([]);
  });

  it('follows a category renamed or removed', () => {
    const index = shop();
    index.putCategory({ ...bags, name: 'شنط', nameEn: 'Purses' });
    expect(index.search('purses')).toEqual([3]);
    index.removeCategory(2);
    expect(index.search('نساء')).toEqual([]);
  });

  it('keeps the categories and variants’ values of a stored index, which takes its categories anew', () => {
    const stored = ProductSearchIndex.fromJSON(JSON.parse(JSON.stringify(shop().toJSON())));
    expect(stored?.search('red dress')).toEqual([2]);
    expect(stored?.search('dresses')).toEqual([1, 2]);
    stored?.putCategory(dresses);
    expect(stored?.search('فساتين')).toEqual([1, 2]);
  });

  it('refuses an index stored before the categories and variants’ values were', () => {
    expect(SEARCH_INDEX_FORMAT).toBeGreaterThan(1);
    const { categories: _, ...older } = shop().toJSON();
    expect(ProductSearchIndex.fromJSON({ ...older, format: 1 } as never)).toBeNull();
  });
});
