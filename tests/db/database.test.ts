import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { openShopDatabase, type ShopDatabase } from '../../src/db';

let db: ShopDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const open = (name: string) =>
  openShopDatabase({ name, dexie: { indexedDB, IDBKeyRange }, multiInstance: false });

describe('the local database', () => {
  it('opens with the catalogue collections and keeps within the open-source collection limit', async () => {
    db = await open('db-open');
    const names = Object.keys(db.collections);
    expect(names).toEqual(
      expect.arrayContaining(['banners', 'categories', 'events', 'home', 'products', 'projections']),
    );
    // DESIGN: the open-source RxDB allows 13 collections per JavaScript context; plan for 11 or fewer.
    expect(names.length).toBeLessThanOrEqual(11);
  });

  it('keeps stored documents when it is closed and opened again', async () => {
    db = await open('db-reopen');
    await db.banners.insert({
      id: '1',
      image: '/media/b1.svg',
      bannerType: 'main_banner',
      link: null,
      sort: 0,
    });
    await db.close();
    db = await open('db-reopen');
    const banner = await db.banners.findOne('1').exec();
    expect(banner?.image).toBe('/media/b1.svg');
  });
});
