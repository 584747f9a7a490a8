// The seed's products: names, prices, descriptions, pictures and variants of one product of a product line, drawn
// from the seed's generator in a fixed order so every run yields the same rows.
import type { productImages, products, productVariants } from '../db/schema';
import type { ArtKind } from '../media/art/kinds';
import { artKey, imageUrl, slugify } from '../media/urls';
import type { Bilingual } from './data/bilingual';
import type { ProductLine } from './data/categories';
import { featuresByDepartment, saleLines } from './data/texts';
import { attributeNamesAr, variantSchemes } from './data/variant-schemes';
import type { Random } from './prng';

/** The rows a product adds. */
export type ProductRows = {
  products: (typeof products.$inferInsert)[];
  productVariants: (typeof productVariants.$inferInsert)[];
  productImages: (typeof productImages.$inferInsert)[];
};

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

/** A category that holds products, with its department (top-level category) and product line. */
export type Leaf = { categoryId: number; name: Bilingual; department: string; line: ProductLine };

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Stock comes in tens: orders take from it (docs/API.md "Stock"), and a demo's or a test run's orders must not
 * empty the shelves the screens and tests pick from. The products and variants out of stock stay so.
 */
const stockStep = 10;

/** Adds one product with its pictures and variants to `data`; returns its id. */
export function addProduct(
  data: ProductRows,
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

  const views = random.int(1, 4);
  let images = Array.from({ length: views }, (_, index) => imageUrl('product', artKey(art, id, index + 1)));
  const variantScheme = line.variants && random.chance(0.85) ? variantSchemes[line.variants] : undefined;
  let quantity = random.chance(0.1) ? 0 : random.int(1, 80) * stockStep;
  if (variantScheme) {
    // A colour's first view is its variants' picture ("abaya-40-navy"), the others follow it ("abaya-40-navy-2").
    const pictureOf = (color: string, view = 1) =>
      imageUrl('product', artKey(art, id, view === 1 ? slugify(color) : `${slugify(color)}-${view}`));
    const variants = buildVariants(data, random, id, nameEn, defaultCode, variantScheme.axes, pictureOf);
    quantity = variants.reduce((sum, v) => sum + (v.isAvailable === false ? 0 : (v.stockQuantity ?? 0)), 0);
    const colours = [...new Set(variants.map((v) => v.color).filter((c): c is string => Boolean(c)))];
    // A product sold in colours is drawn only in them, each colour from every view: a picture in a colour of its
    // own would show the shopper something not for sale.
    if (colours.length > 0) {
      images = colours.flatMap((color) =>
        Array.from({ length: views }, (_, index) => pictureOf(color, index + 1)),
      );
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
  data: ProductRows,
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
      stockQuantity: random.chance(0.2) ? 0 : random.int(1, 15) * stockStep,
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

export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}
