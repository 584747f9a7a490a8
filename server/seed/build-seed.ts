// Turns the seed description in ./data into table rows. Pure and driven by one seeded generator, so every run
// yields the same rows (checked by a test); only the insertion in apply-seed.ts touches the database.

import type {
  arrivals,
  banners,
  categories,
  deliveryRates,
  featuredCategories,
  promoCodes,
  reels,
  sections,
} from '../db/schema';
import type { ArtKind } from '../media/art/kinds';
import { artKey, imageUrl, reelFileUrl } from '../media/urls';
import { categoryArt, itemArt } from './data/art';
import type { Bilingual } from './data/bilingual';
import { type CategoryNode, categoryTree } from './data/categories';
import {
  arrivalCategoryNames,
  bannerSeeds,
  deliveryRateSeeds,
  featuredCategoryNames,
  promoSeeds,
  reelSeeds,
  sectionOrder,
} from './data/content';
import { createRandom } from './prng';
import { addProduct, type Leaf, type ProductRows, shuffle } from './products';

export type SeedData = ProductRows & {
  categories: (typeof categories.$inferInsert)[];
  banners: (typeof banners.$inferInsert)[];
  sections: (typeof sections.$inferInsert)[];
  featuredCategories: (typeof featuredCategories.$inferInsert)[];
  arrivals: (typeof arrivals.$inferInsert)[];
  reels: (typeof reels.$inferInsert)[];
  promoCodes: (typeof promoCodes.$inferInsert)[];
  deliveryRates: (typeof deliveryRates.$inferInsert)[];
};

const seedNumber = 965_2024;

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
  for (const leaf of leaves) {
    const combos = shuffle(
      random,
      leaf.line.brands.flatMap((brand) => leaf.line.items.map((item) => ({ brand, item }))),
    );
    const count = Math.min(combos.length, random.int(5, 8));
    combos.slice(0, count).forEach(({ brand, item }, index) => {
      const art = artOfItem(leaf, item);
      const id = addProduct(data, random, leaf, brand, item, index, art);
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
    data.reels.push({
      id: index + 1,
      videoUrl: reelFileUrl(reel.file),
      productId: productOf(reel.productOf),
      title: reel.title[1],
      titleEn: reel.title[0],
      description: reel.description[1],
      descriptionEn: reel.description[0],
      poster: reelFileUrl(reel.poster),
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
