// Turns the seed description in ./data into table rows. Pure and driven by one seeded generator, so every run
// yields the same rows (checked by a test); only the insertion in apply-seed.ts touches the database.

import type {
  arrivals,
  banners,
  categories,
  deliveryRates,
  featuredCategories,
  productImages,
  products,
  productVariants,
  promoCodes,
  reels,
  sections,
} from '../db/schema';
import type { ArtKind } from '../media/art/kinds';
import { artKey, imageUrl, reelVideoUrl, slugify } from '../media/urls';
import { categoryArt, itemArt } from './data/art';
import type { Bilingual } from './data/bilingual';
import { type CategoryNode, categoryTree, type ProductLine } from './data/categories';
import {
  arrivalCategoryNames,
  bannerSeeds,
  deliveryRateSeeds,
  featuredCategoryNames,
  promoSeeds,
  reelSeeds,
  sectionOrder,
} from './data/content';
import { featuresByDepartment, saleLines } from './data/texts';
import { attributeNamesAr, variantSchemes } from './data/variant-schemes';
import { createRandom, type Random } from './prng';

export type SeedData = {
  categories: (typeof categories.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productVariants: (typeof productVariants.$inferInsert)[];
  productImages: (typeof productImages.$inferInsert)[];
  banners: (typeof banners.$inferInsert)[];
  sections: (typeof sections.$inferInsert)[];
  featuredCategories: (typeof featuredCategories.$inferInsert)[];
  arrivals: (typeof arrivals.$inferInsert)[];
  reels: (typeof reels.$inferInsert)[];
  promoCodes: (typeof promoCodes.$inferInsert)[];
  deliveryRates: (typeof deliveryRates.$inferInsert)[];
};

const seedNumber = 965_2024;

const departmentCodes: Record<string, string> = {
  Electronics: 'EL',
  Fashion: 'FA',
  'Home & Garden': 'HG',
  Sports: 'SP',
  Books: 'BK',
  Beauty: 'BE',
  Toys: 'TY',
  Automotive: 'AU',
  Kitchen: 'KI',
};

type Leaf = { categoryId: number; name: Bilingual; department: string; line: ProductLine };

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function buildSeed(): SeedData {
  const random = createRandom(seedNumber);
  const data: SeedData = {
    categories: [],
    products: [],
    productVariants: [],
    productImages: [],
    banners: [],
    sections: [],
    featuredCategories: [],
    arrivals: [],
    reels: [],
    promoCodes: [],
    deliveryRates: [],
  };
  const categoryIds = new Map<string, number>();
  const leaves: Leaf[] = [];

  const addCategory = (
    node: CategoryNode,
    level: number,
    parentId: number | null,
    sort: number,
    dept: string,
  ) => {
    const id = data.categories.length + 1;
    categoryIds.set(node.name[0], id);
    data.categories.push({
      id,
      name: node.name[1],
      nameEn: node.name[0],
      image: imageUrl('category', artKey(artOfCategory(node), id)),
      level,
      parentId,
      sort,
      showInHome: level === 1,
    });
    if (node.line) leaves.push({ categoryId: id, name: node.name, department: dept, line: node.line });
    node.children?.forEach((child, index) => {
      addCategory(child, level + 1, id, index, dept);
    });
  };
  categoryTree.forEach((node, index) => {
    addCategory(node, 1, null, index, node.name[0]);
  });

  const firstProductOf = new Map<string, number>();
  const artOfProduct = new Map<number, ArtKind>();
  for (const leaf of leaves) {
    const combos = shuffle(
      random,
      leaf.line.brands.flatMap((brand) => leaf.line.items.map((item) => ({ brand, item }))),
    );
    const count = Math.min(combos.length, random.int(5, 8));
    combos.slice(0, count).forEach(({ brand, item }, index) => {
      const art = artOfItem(leaf, item);
      const id = addProduct(data, random, leaf, brand, item, index, art);
      artOfProduct.set(id, art);
      if (!firstProductOf.has(leaf.name[0])) firstProductOf.set(leaf.name[0], id);
    });
  }

  const categoryId = (name: string) => lookup(categoryIds, name, 'category');
  const productOf = (leafName: string) => lookup(firstProductOf, leafName, 'leaf');

  bannerSeeds.forEach((banner, index) => {
    const id = index + 1;
    const target = banner.target;
    let link: string | null = null;
    if (target && 'category' in target) link = `/category/${categoryId(target.category)}/products`;
    if (target && 'productOf' in target) link = `/product/${productOf(target.productOf)}`;
    data.banners.push({
      id,
      image: imageUrl('banner', banner.design),
      bannerType: banner.type,
      link,
      sort: index,
    });
  });
  sectionOrder.forEach((type, index) => {
    data.sections.push({ id: index + 1, type, sort: index });
  });
  featuredCategoryNames.forEach((name, index) => {
    data.featuredCategories.push({ categoryId: categoryId(name), sort: index });
  });
  arrivalCategoryNames.forEach((name, index) => {
    data.arrivals.push({ categoryId: categoryId(name), sort: index });
  });
  reelSeeds.forEach((reel, index) => {
    const id = index + 1;
    const productId = productOf(reel.productOf);
    data.reels.push({
      id,
      videoUrl: reelVideoUrl(reel.file),
      productId,
      title: reel.title[1],
      titleEn: reel.title[0],
      description: reel.description[1],
      descriptionEn: reel.description[0],
      poster: imageUrl('reel', artKey(lookup(artOfProduct, productId, 'product'), id)),
      sort: index,
    });
  });
  for (const promo of promoSeeds) {
    data.promoCodes.push({
      code: promo.code,
      discount: promo.discount,
      expiresAt: promo.expiresAt ? new Date(promo.expiresAt) : null,
      active: promo.active,
    });
  }
  deliveryRateSeeds.forEach((rate, index) => {
    data.deliveryRates.push({
      id: index + 1,
      country: rate.country,
      weightFrom: rate.from,
      weightTo: rate.to,
      perKgPrice: rate.perKg,
      freeAfter: rate.freeAfter,
    });
  });
  return data;
}

function addProduct(
  data: SeedData,
  random: Random,
  leaf: Leaf,
  brand: Bilingual,
  item: Bilingual,
  sort: number,
  art: ArtKind,
): number {
  const id = data.products.length + 1;
  const { line } = leaf;
  const nameEn = line.itemFirst ? `${item[0]} (${brand[0]})` : `${brand[0]} ${item[0]}`;
  const nameAr = line.itemFirst ? `${item[1]} (${brand[1]})` : `${item[1]} ${brand[1]}`;
  const price = priceIn(random, line.price);
  const defaultCode = `${departmentCodes[leaf.department] ?? 'GN'}-${String(id).padStart(4, '0')}`;

  const images = Array.from({ length: random.int(1, 4) }, (_, index) =>
    imageUrl('product', artKey(art, id, index + 1)),
  );
  const variantScheme = line.variants && random.chance(0.85) ? variantSchemes[line.variants] : undefined;
  let quantity = random.chance(0.1) ? 0 : random.int(1, 80);
  if (variantScheme) {
    const pictureOf = (color: string) => imageUrl('product', artKey(art, id, slugify(color)));
    const variants = buildVariants(data, random, id, nameEn, defaultCode, variantScheme.axes, pictureOf);
    quantity = variants.reduce((sum, v) => sum + (v.isAvailable === false ? 0 : (v.stockQuantity ?? 0)), 0);
    for (const color of new Set(variants.map((v) => v.color).filter((c): c is string => Boolean(c)))) {
      images.push(pictureOf(color));
    }
  }
  const [description, descriptionEn] = describe(random, leaf, nameEn, nameAr);

  data.products.push({
    id,
    categoryId: leaf.categoryId,
    name: nameAr,
    nameEn,
    price,
    oldPrice: oldPriceFor(random, price),
    image: images[0] ?? imageUrl('product', artKey(art, id, 1)),
    description,
    descriptionEn,
    descriptionSale: random.chance(0.5) ? random.pick(saleLines) : '',
    quantity,
    defaultCode,
    barcode: random.chance(0.15) ? '0' : ean13(random),
    subLocation: random.chance(0.1)
      ? ''
      : `WH1/${random.pick([...'ABCDEFGH'])}-${random.int(1, 24)}-${random.int(1, 5)}`,
    odooId: 10_000 + id,
    weight: round3(line.weight[0] + random.next() * (line.weight[1] - line.weight[0])),
    sort,
  });
  images.forEach((imageUrlValue, index) => {
    data.productImages.push({ productId: id, imageUrl: imageUrlValue, sort: index });
  });
  return id;
}

type Axis = (typeof variantSchemes)[keyof typeof variantSchemes]['axes'][number];

function buildVariants(
  data: SeedData,
  random: Random,
  productId: number,
  productName: string,
  defaultCode: string,
  axes: readonly Axis[],
  pictureOf: (color: string) => string,
): (typeof productVariants.$inferInsert)[] {
  const windows = axes.map((axis) => {
    const count = Math.min(axis.values.length, random.int(axis.take[0], axis.take[1]));
    const start = random.int(0, axis.values.length - count);
    return axis.values.slice(start, start + count);
  });
  let combos: { name: Axis['name']; value: string; valueAr: string; step: number; extra: number }[][] = [[]];
  axes.forEach((axis, axisIndex) => {
    const values = windows[axisIndex] ?? [];
    const extra = 'stepExtra' in axis ? axis.stepExtra : 0;
    combos = combos.flatMap((combo) =>
      values.map(([value, valueAr], step) => [...combo, { name: axis.name, value, valueAr, step, extra }]),
    );
  });
  const created: (typeof productVariants.$inferInsert)[] = [];
  combos.forEach((combo, index) => {
    const id = data.productVariants.length + 1;
    const color = combo.find((part) => part.name === 'Color')?.value ?? null;
    const variant = {
      id,
      productId,
      name: productName,
      displayName: `${productName} (${combo.map((part) => part.value).join(', ')})`,
      color,
      size: combo.find((part) => part.name === 'Size')?.value ?? null,
      priceExtra: combo.reduce((sum, part) => sum + part.step * part.extra, 0),
      stockQuantity: random.chance(0.2) ? 0 : random.int(1, 15),
      isAvailable: !random.chance(0.08),
      sku: [defaultCode, ...combo.map((part) => slugify(part.value).toUpperCase())].join('-'),
      image: color ? pictureOf(color) : null,
      odooId: 50_000 + id,
      attributes: combo.map((part) => ({
        name: part.name,
        value: part.value,
        name_ar: attributeNamesAr[part.name],
        value_ar: part.valueAr,
      })),
      sort: index,
    };
    data.productVariants.push(variant);
    created.push(variant);
  });
  return created;
}

function describe(random: Random, leaf: Leaf, nameEn: string, nameAr: string): [ar: string, en: string] {
  const roll = random.next();
  if (roll >= 0.87) return ['', ''];
  if (roll >= 0.75) return ['0', '0'];
  const pool = featuresByDepartment[leaf.department] ?? [];
  const [first, second] = shuffle(random, pool);
  const features = [first, second].filter((feature): feature is Bilingual => feature !== undefined);
  const introEn = `${nameEn}, part of our ${leaf.name[0]} range.`;
  const introAr = `${nameAr}، ضمن تشكيلة ${leaf.name[1]} لدينا.`;
  if (roll < 0.4) {
    const list = (lang: 0 | 1) => features.map((feature) => `<li>${feature[lang]}</li>`).join('');
    return [`<p>${introAr}</p><ul>${list(1)}</ul>`, `<p>${introEn}</p><ul>${list(0)}</ul>`];
  }
  return [
    [introAr, ...features.map((feature) => `${feature[1]}.`)].join(' '),
    [introEn, ...features.map((feature) => `${feature[0]}.`)].join(' '),
  ];
}

const filsEndings = [0, 250, 500, 750, 900, 950, 990];

function priceIn(random: Random, [min, max]: readonly [number, number]): number {
  return round3(random.int(min, Math.max(min, max - 1)) + random.pick(filsEndings) / 1000);
}

/** Most products have no old price; some are discounted; a few carry an old price equal to the price, which
 * the client must not strike out (SPEC §2 Product detail shows it only when higher). */
function oldPriceFor(random: Random, price: number): number | null {
  const roll = random.next();
  if (roll < 0.3) return round3(Math.ceil(price * (1.1 + random.next() * 0.4)) + random.pick([0, 0.5, 0.9]));
  if (roll < 0.33) return price;
  return null;
}

function ean13(random: Random): string {
  const digits = [6, 2, 7, ...Array.from({ length: 9 }, () => random.int(0, 9))];
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

function lookup<K, T>(map: Map<K, T>, name: K, what: string): T {
  const id = map.get(name);
  if (id === undefined) throw new Error(`seed refers to an unknown ${what}: ${name}`);
  return id;
}

/** A category is drawn as data/art.ts lists it, else as its first item. */
function artOfCategory(node: CategoryNode): ArtKind {
  const first = node.line?.items[0];
  const art = categoryArt[node.name[0]] ?? (first ? itemArt[first[0]] : undefined);
  if (!art) throw new Error(`seed has no picture for the category ${node.name[0]}`);
  return art;
}

/** An item is drawn as data/art.ts lists it, else as its category. */
function artOfItem(leaf: Leaf, item: Bilingual): ArtKind {
  const art = itemArt[item[0]] ?? categoryArt[leaf.name[0]];
  if (!art) throw new Error(`seed has no picture for the item ${item[0]}`);
  return art;
}
