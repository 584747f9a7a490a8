import { describe, expect, it } from 'vitest';
import { ProductSearchIndex, respelled } from '../../../src/domain';

const shop = () => {
  const index = new ProductSearchIndex();
  const put = (productId: number, name: string, nameEn: string, categoryId: number, colours: string[] = []) =>
    index.put({
      productId,
      name,
      nameEn,
      quantity: 5,
      categoryId,
      options: colours.map((value) => ({ value })),
    });
  put(1, 'فستان طويل زارا', 'Zara Maxi Dress', 3, ['Navy']);
  put(2, 'فستان سهرة مانجو', 'Mango Evening Dress', 3, ['Red']);
  put(3, 'حقيبة توت جس', 'Guess Tote Bag', 4, ['Red']);
  put(4, 'هاتف ذكي سامسونج', 'Samsung Smartphone', 5, ['Blue']);
  index.putCategory({ categoryId: 1, parentId: null, name: 'أزياء', nameEn: 'Fashion' });
  index.putCategory({ categoryId: 3, parentId: 1, name: 'فساتين', nameEn: 'Dresses' });
  index.putCategory({ categoryId: 4, parentId: 1, name: 'حقائب يد', nameEn: 'Handbags' });
  index.putCategory({ categoryId: 5, parentId: null, name: 'هواتف ذكية', nameEn: 'Smartphones' });
  return index;
};

describe('no dead end: what words that find nothing are offered instead (SPEC §2 Search)', () => {
  it('offers the nearest spelling that finds something, and the categories of what it finds', () => {
    const index = shop();
    expect(index.search('فستن')).toEqual([]);
    expect(index.suggest('فستن')).toEqual({ spellings: ['فستان'], examples: [1], categoryIds: [3] });
  });

  it('keeps the other words as the shopper wrote them, and offers them without the word that finds nothing', () => {
    const index = shop();
    expect(index.search('فستن أحمر')).toEqual([]);
    expect(index.suggest('فستن أحمر').spellings).toEqual(['فستان أحمر', 'أحمر']);
  });

  it('offers the words less one when each finds something alone but not all together, the last word dropped first', () => {
    const index = shop();
    expect(index.search('samsung red')).toEqual([]);
    expect(index.suggest('samsung red').spellings).toEqual(['samsung', 'red']);
  });

  it('offers the categories whose names come nearest the words, in English as in Arabic', () => {
    const index = shop();
    expect(index.search('hndbgas')).toEqual([]);
    expect(index.suggest('hndbgas').categoryIds[0]).toBe(4);
    expect(index.search('فسااتيين')).toEqual([]);
    expect(index.suggest('فسااتيين').categoryIds[0]).toBe(3);
  });

  it('offers nothing for words nothing comes near, or for nothing typed', () => {
    const index = shop();
    expect(index.suggest('qqqqqqqqqqqq')).toEqual({ spellings: [], examples: [], categoryIds: [] });
    expect(index.suggest('   ')).toEqual({ spellings: [], examples: [], categoryIds: [] });
  });

  it('writes a spelling back in the letters of the names of a product it finds', () => {
    expect(respelled('غلايه كهرباييه', ['غلاية كهربائية فيليبس', 'Philips Electric Kettle'])).toBe(
      'غلاية كهربائية',
    );
    expect(respelled('electric kettle red', ['Philips Electric Kettle'])).toBe('Electric Kettle red');
  });
});
