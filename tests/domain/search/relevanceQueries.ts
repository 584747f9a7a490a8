/**
 * What Gulf shoppers type, and the seed's products they mean (server/seed/data/categories.ts): the relevance test's
 * queries, also asked of the worker's index and the server's search side by side. A query means the products that
 * fit every field of its meaning: in one of the named categories (English names, subcategories included), with the
 * item and the brand in the English name, offered in the colour and option.
 */

export type QueryKind =
  | 'dialect'
  | 'plural'
  | 'typo'
  | 'brand'
  | 'transliteration'
  | 'category'
  | 'attribute'
  | 'plain';

export interface Meaning {
  /** English category names; any of them, with its subcategories. */
  category?: string | readonly string[];
  /** Whole words of the English name, any case. */
  item?: string;
  /** How the English name starts. */
  brand?: string;
  /** An available variant's colour, and another of its values (a size, a storage), in English. */
  colour?: string;
  option?: string;
}

export interface RelevanceQuery {
  text: string;
  kind: QueryKind;
  means: Meaning;
}

const q = (kind: QueryKind, text: string, means: Meaning): RelevanceQuery => ({ text, kind, means });

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // Gulf words for the catalogue's kinds of product.
  q('dialect', 'شنطة', { category: 'Handbags' }),
  q('dialect', 'شنط', { category: 'Handbags' }),
  q('dialect', 'جنطة', { category: 'Handbags' }),
  q('dialect', 'كفر', { item: 'Clear Case' }),
  q('dialect', 'كفر جوال', { item: 'Clear Case' }),
  q('dialect', 'جزمة', { category: "Men's Shoes" }),
  q('dialect', 'جوتي', { category: "Men's Shoes" }),
  q('dialect', 'نعال', { item: 'Sandals' }),
  q('dialect', 'موبايل', { category: 'Smartphones' }),
  q('dialect', 'جوال', { category: 'Smartphones' }),
  q('dialect', 'تلفون', { category: 'Smartphones' }),
  q('dialect', 'لابتوب', { category: 'Laptops' }),
  q('dialect', 'قنفة', { item: 'Sofa' }),
  q('dialect', 'مخدة', { item: 'Pillow' }),
  q('dialect', 'منظرة', { item: 'Mirror' }),
  q('dialect', 'جدر', { category: 'Pots & Pans' }),
  q('dialect', 'طاوة', { item: 'Frying Pan' }),
  q('dialect', 'دلة', { item: 'Arabic Coffee Maker' }),
  q('dialect', 'خاولي', { item: 'Towels' }),
  q('dialect', 'سيكل', { category: 'Cycling' }),
  q('dialect', 'كورة', { category: 'Football' }),
  q('dialect', 'شامبو موتر', { item: 'Car Shampoo' }),
  q('dialect', 'تواير', { category: 'Tyres' }),
  q('dialect', 'سشوار', { item: 'Hair Dryer' }),
  q('dialect', 'روج', { item: 'Lipstick' }),
  q('dialect', 'عروسة', { category: 'Dolls' }),
  q('dialect', 'بركة', { item: 'Pool' }),
  q('dialect', 'ثوب', { category: 'Dishdashas' }),
  q('dialect', 'كندورة', { category: 'Dishdashas' }),
  q('dialect', 'فانيلة', { category: 'T-Shirts' }),
  q('dialect', 'بجامة', { item: 'Pyjama' }),
  q('dialect', 'هودي', { item: 'Hooded Sweatshirt' }),
  q('dialect', 'بوك جلد', { item: 'Wallet' }),
  q('dialect', 'مسكرة', { item: 'Mascara' }),
  q('dialect', 'صن بلوك', { item: 'Sunscreen' }),
  // Plurals, sound and broken, in both languages.
  q('plural', 'عبايات', { category: 'Abayas' }),
  q('plural', 'احذية', { category: "Men's Shoes" }),
  q('plural', 'ساعات', { category: 'Smart Watches' }),
  q('plural', 'حقائب', { category: 'Handbags' }),
  q('plural', 'فساتين', { category: 'Dresses' }),
  q('plural', 'سماعات', { category: 'Headphones' }),
  q('plural', 'نظارات', { item: 'Sunglasses' }),
  q('plural', 'اطارات', { category: 'Tyres' }),
  q('plural', 'قدور', { category: 'Pots & Pans' }),
  q('plural', 'فنجان', { item: 'Coffee Cups' }),
  q('plural', 'دمية', { category: 'Dolls' }),
  q('plural', 'شواحن', { category: 'Chargers & Cables' }),
  q('plural', 'لابتوبات', { category: 'Laptops' }),
  q('plural', 'دشاديش', { category: 'Dishdashas' }),
  q('plural', 'dresses', { category: 'Dresses' }),
  q('plural', 'watches', { category: 'Smart Watches' }),
  q('plural', 'bags', { category: 'Handbags' }),
  q('plural', 'abayas', { category: 'Abayas' }),
  q('plural', 'pyjamas', { item: 'Pyjama' }),
  q('plural', 'perfumes', { category: 'Perfumes' }),
  // One letter wrong, missing, extra or swapped.
  q('typo', 'سامسنج', { brand: 'Samsung' }),
  q('typo', 'سامسونق', { brand: 'Samsung' }),
  q('typo', 'samsnug', { brand: 'Samsung' }),
  q('typo', 'اديدس', { brand: 'Adidas' }),
  q('typo', 'ماكياج', { category: 'Makeup' }),
  q('typo', 'dishdasa', { category: 'Dishdashas' }),
  q('typo', 'headphons', { category: 'Headphones' }),
  q('typo', 'sunglases', { item: 'Sunglasses' }),
  q('typo', 'parfume', { category: 'Perfumes' }),
  q('typo', 'kettlebel', { item: 'Kettlebell' }),
  q('typo', 'dumbell', { item: 'Dumbbell' }),
  q('typo', 'moisturizing cream', { item: 'Moisturising Cream' }),
  q('typo', 'pajama', { item: 'Pyjama' }),
  q('typo', 'sketchers', { brand: 'Skechers' }),
  q('typo', 'nespreso', { brand: 'Nespresso' }),
  q('typo', 'bakhour', { item: 'Bakhoor' }),
  q('typo', 'مايكروفيبر', { item: 'Microfibre' }),
  // Brands and product words in either script.
  q('brand', 'ايفون', { brand: 'Apple', category: 'Smartphones' }),
  q('brand', 'iphone', { brand: 'Apple', category: 'Smartphones' }),
  q('brand', 'آيفون', { brand: 'Apple', category: 'Smartphones' }),
  q('brand', 'سامسونغ', { brand: 'Samsung' }),
  q('brand', 'جالكسي', { brand: 'Samsung' }),
  q('brand', 'galaxy', { brand: 'Samsung' }),
  q('brand', 'ليقو', { brand: 'LEGO' }),
  q('brand', 'ليجو', { brand: 'LEGO' }),
  q('brand', 'sneakers', { item: 'Running Shoes' }),
  q('brand', 'سنيكرز', { item: 'Running Shoes' }),
  q('brand', 'trainers', { item: 'Running Shoes' }),
  q('brand', 'nike running shoes', { brand: 'Nike', item: 'Running Shoes' }),
  q('brand', 'running shoes nike', { brand: 'Nike', item: 'Running Shoes' }),
  q('brand', 'airpods', { category: 'Headphones' }),
  q('brand', 'شانيل', { brand: 'Chanel' }),
  q('brand', 'ماك بوك', { brand: 'Apple MacBook' }),
  // Arabic words written in English letters.
  q('transliteration', 'abaya', { category: 'Abayas' }),
  q('transliteration', 'dishdasha', { category: 'Dishdashas' }),
  q('transliteration', 'kandura', { category: 'Dishdashas' }),
  q('transliteration', 'thobe', { category: 'Dishdashas' }),
  q('transliteration', 'bukhoor', { item: 'Bakhoor' }),
  q('transliteration', 'dallah', { item: 'Arabic Coffee Maker' }),
  q('transliteration', 'finjan', { item: 'Coffee Cups' }),
  q('transliteration', 'fanoos', { item: 'Lantern' }),
  q('transliteration', 'dehn oud', { item: 'Oud Oil' }),
  // A category's own name.
  q('category', 'اكسسوارات', {
    category: ['Phone Accessories', 'Fashion Accessories', 'Car Accessories'],
  }),
  q('category', 'accessories', {
    category: ['Phone Accessories', 'Fashion Accessories', 'Car Accessories'],
  }),
  q('category', 'اكسسوارات سيارات', { category: 'Car Accessories' }),
  q('category', 'الكترونيات', { category: 'Electronics' }),
  q('category', 'electronics', { category: 'Electronics' }),
  q('category', 'ديكور', { category: 'Home Decor' }),
  q('category', 'ملابس رياضية', { category: 'Sportswear' }),
  q('category', 'skincare', { category: 'Skincare' }),
  q('category', 'makeup', { category: 'Makeup' }),
  q('category', 'مكياج', { category: 'Makeup' }),
  q('category', 'اطفال', { category: 'Kids' }),
  q('category', 'هواتف', { category: 'Phones' }),
  // A product with its colour, size or brand, in any order.
  q('attribute', 'فستان احمر', { category: 'Dresses', colour: 'Red' }),
  q('attribute', 'red dress', { category: 'Dresses', colour: 'Red' }),
  q('attribute', 'فستان كحلي', { category: 'Dresses', colour: 'Navy' }),
  q('attribute', 'عباية سوداء', { category: 'Abayas', colour: 'Black' }),
  q('attribute', 'black abaya', { category: 'Abayas', colour: 'Black' }),
  q('attribute', 'شنطة حمرا', { category: 'Handbags', colour: 'Red' }),
  q('attribute', 'جوال ازرق', { category: 'Smartphones', colour: 'Blue' }),
  q('attribute', 'دشداشة بيضاء', { category: 'Dishdashas', colour: 'White' }),
  q('attribute', 'white dishdasha', { category: 'Dishdashas', colour: 'White' }),
  q('attribute', 'ايفون فضي', { brand: 'Apple', category: 'Smartphones', colour: 'Silver' }),
  q('attribute', 'تيشيرت ابيض', { category: 'T-Shirts', colour: 'White' }),
  q('attribute', 'نايكي احمر', { brand: 'Nike', colour: 'Red' }),
  q('attribute', 'سماعات سوني', { brand: 'Sony', category: 'Headphones' }),
  q('attribute', 'فستان زارا', { brand: 'Zara', category: 'Dresses' }),
  q('attribute', 'حذاء 42', { category: "Men's Shoes", option: '42' }),
  q('attribute', 'ايفون 256', { brand: 'Apple', category: 'Smartphones', option: '256 GB' }),
  // Words the names already hold: these must keep working.
  q('plain', 'عباية', { category: 'Abayas' }),
  q('plain', 'فستان', { category: 'Dresses' }),
  q('plain', 'حذاء جري', { item: 'Running Shoes' }),
  q('plain', 'غطاء شفاف انكر', { brand: 'Anker', item: 'Clear Case' }),
  q('plain', 'حامل السياره', { item: 'Car Phone Holder' }),
  q('plain', 'samsung', { brand: 'Samsung' }),
  q('plain', 'el-0001', { brand: 'Samsung' }),
];
