// What each seeded reel shows: its product's drawing with the product's names and price as the shop writes them.
// Read from the seed itself, so the videos scripts/make-reels.ts makes from it (server/seed/assets/reels) show
// what the shop sells at the price it charges; tests/server/reels.test.ts compares them with the files' manifest.
import { oldPriceToShow } from '../../src/domain/catalogue/price';
import { formatKd, toFils } from '../../src/domain/shared/money';
import { buildSeed, type SeedData } from './build-seed';
import { reelSeeds } from './data/content';

export type ReelCard = {
  file: string;
  poster: string;
  productId: number;
  /** The image key of the product's first picture ("phone-1-1"), whose drawing and colours the reel shows. */
  picture: string;
  name: { ar: string; en: string };
  price: { ar: string; en: string };
  /** The old price struck out beside the price when it is higher, as on the product page; else null. */
  oldPrice: { ar: string; en: string } | null;
};

/** server/seed/assets/reels/reels.json: what each file shows, and the files' SHA-256 when they were made. */
export type ReelManifest = (ReelCard & { sha256: { video: string; poster: string } })[];

const pictureKey = /^\/media\/img\/product\/([a-z0-9-]+)\.(?:svg|webp)$/;

export function reelCards(seed: SeedData = buildSeed()): ReelCard[] {
  return reelSeeds.map((reel, index) => {
    const row = seed.reels[index];
    const product = seed.products.find((candidate) => candidate.id === row?.productId);
    const picture = pictureKey.exec(product?.image ?? '')?.[1];
    if (!product || !picture) throw new Error(`reel ${reel.file} has no seeded product with a picture`);
    const priceFils = toFils(product.price);
    const oldFils = oldPriceToShow({ old_price: product.oldPrice ?? null }, priceFils);
    return {
      file: reel.file,
      poster: reel.poster,
      productId: product.id,
      picture,
      name: { ar: product.name, en: product.nameEn },
      price: { ar: formatKd(priceFils, 'ar'), en: formatKd(priceFils, 'en') },
      oldPrice: oldFils === null ? null : { ar: formatKd(oldFils, 'ar'), en: formatKd(oldFils, 'en') },
    };
  });
}
