// The sample catalogue of SPEC §9 over three levels. Products live in the leaves; each leaf describes its
// product line (brands × items, price and weight ranges in KD and kg, and the variant scheme when it has one).
import type { Bilingual } from './bilingual';
import type { VariantSchemeName } from './variant-schemes';

export type ProductLine = {
  brands: readonly Bilingual[];
  items: readonly Bilingual[];
  price: readonly [min: number, max: number];
  weight: readonly [min: number, max: number];
  variants?: VariantSchemeName;
  /** Names read "Item (Brand)" instead of "Brand Item", e.g. a book and its edition. */
  itemFirst?: boolean;
};

export type CategoryNode = {
  name: Bilingual;
  children?: readonly CategoryNode[];
  line?: ProductLine;
};

export const categoryTree: readonly CategoryNode[] = [
  {
    name: ['Electronics', 'إلكترونيات'],
    children: [
      {
        name: ['Phones', 'هواتف'],
        children: [
          {
            name: ['Smartphones', 'هواتف ذكية'],
            line: {
              brands: [
                ['Samsung', 'سامسونج'],
                ['Apple', 'أبل'],
                ['Huawei', 'هواوي'],
                ['Xiaomi', 'شاومي'],
              ],
              items: [
                ['Smartphone Pro', 'هاتف ذكي برو'],
                ['Smartphone Lite', 'هاتف ذكي لايت'],
                ['Foldable Phone', 'هاتف قابل للطي'],
              ],
              price: [79, 449],
              weight: [0.18, 0.26],
              variants: 'phone',
            },
          },
          {
            name: ['Phone Accessories', 'إكسسوارات الهواتف'],
            line: {
              brands: [
                ['Spigen', 'سبيجن'],
                ['Anker', 'أنكر'],
                ['Belkin', 'بيلكن'],
              ],
              items: [
                ['Clear Case', 'غطاء شفاف'],
                ['Screen Protector', 'واقي شاشة'],
                ['Car Phone Holder', 'حامل هاتف للسيارة'],
              ],
              price: [2, 12],
              weight: [0.03, 0.2],
              variants: 'color',
            },
          },
          {
            name: ['Chargers & Cables', 'شواحن وكابلات'],
            line: {
              brands: [
                ['Anker', 'أنكر'],
                ['Baseus', 'باسيوس'],
                ['Ugreen', 'يوجرين'],
              ],
              items: [
                ['65W Fast Charger', 'شاحن سريع 65 واط'],
                ['USB-C Cable 2 m', 'كابل يو إس بي سي 2 متر'],
                ['Power Bank 20000 mAh', 'باور بانك 20000 مللي أمبير'],
              ],
              price: [3, 19],
              weight: [0.05, 0.45],
            },
          },
        ],
      },
      {
        name: ['Laptops', 'حواسيب محمولة'],
        children: [
          {
            name: ['Gaming Laptops', 'حواسيب ألعاب'],
            line: {
              brands: [
                ['ASUS ROG', 'أسوس روج'],
                ['MSI', 'إم إس آي'],
                ['Lenovo Legion', 'لينوفو ليجن'],
              ],
              items: [
                ['Gaming Laptop 15.6"', 'حاسوب ألعاب 15.6 بوصة'],
                ['Gaming Laptop 17"', 'حاسوب ألعاب 17 بوصة'],
                ['RTX Gaming Notebook', 'حاسوب ألعاب آر تي إكس'],
              ],
              price: [289, 799],
              weight: [2.2, 3.1],
              variants: 'laptop',
            },
          },
          {
            name: ['Ultrabooks', 'حواسيب خفيفة'],
            line: {
              brands: [
                ['Dell XPS', 'ديل إكس بي إس'],
                ['HP Spectre', 'إتش بي سبكتر'],
                ['Apple MacBook', 'أبل ماك بوك'],
              ],
              items: [
                ['Air 13"', 'إير 13 بوصة'],
                ['Pro 14"', 'برو 14 بوصة'],
                ['Laptop 16"', 'حاسوب 16 بوصة'],
              ],
              price: [259, 699],
              weight: [1.1, 1.9],
            },
          },
        ],
      },
      {
        name: ['Audio', 'صوتيات'],
        children: [
          {
            name: ['Headphones', 'سماعات رأس'],
            line: {
              brands: [
                ['Sony', 'سوني'],
                ['Bose', 'بوز'],
                ['JBL', 'جي بي إل'],
              ],
              items: [
                ['Wireless Headphones', 'سماعات لاسلكية'],
                ['Noise Cancelling Earbuds', 'سماعات أذن عازلة للضوضاء'],
                ['Sports Earphones', 'سماعات رياضية'],
              ],
              price: [9, 129],
              weight: [0.05, 0.35],
              variants: 'color',
            },
          },
          {
            name: ['Speakers', 'مكبرات صوت'],
            line: {
              brands: [
                ['JBL', 'جي بي إل'],
                ['Marshall', 'مارشال'],
                ['Sony', 'سوني'],
              ],
              items: [
                ['Portable Speaker', 'مكبر صوت محمول'],
                ['Party Speaker', 'مكبر صوت للحفلات'],
                ['Soundbar', 'مكبر صوت عمودي'],
              ],
              price: [15, 179],
              weight: [0.5, 6],
            },
          },
        ],
      },
      {
        name: ['Cameras', 'كاميرات'],
        line: {
          brands: [
            ['Canon', 'كانون'],
            ['Nikon', 'نيكون'],
            ['Fujifilm', 'فوجي فيلم'],
          ],
          items: [
            ['Mirrorless Camera', 'كاميرا بدون مرآة'],
            ['Action Camera', 'كاميرا حركة'],
            ['Instant Camera', 'كاميرا فورية'],
          ],
          price: [29, 549],
          weight: [0.2, 0.9],
        },
      },
      {
        name: ['Smart Watches', 'ساعات ذكية'],
        line: {
          brands: [
            ['Apple', 'أبل'],
            ['Garmin', 'جارمن'],
            ['Huawei', 'هواوي'],
          ],
          items: [
            ['Smart Watch', 'ساعة ذكية'],
            ['Fitness Band', 'سوار لياقة'],
            ['Kids Smart Watch', 'ساعة ذكية للأطفال'],
          ],
          price: [14, 199],
          weight: [0.03, 0.08],
          variants: 'color',
        },
      },
    ],
  },
  {
    name: ['Fashion', 'أزياء'],
    children: [
      {
        name: ['Men', 'رجال'],
        children: [
          {
            name: ['T-Shirts', 'تيشيرتات'],
            line: {
              brands: [
                ['Nike', 'نايكي'],
                ['Adidas', 'أديداس'],
                ['Zara', 'زارا'],
              ],
              items: [
                ['Cotton T-Shirt', 'تيشيرت قطني'],
                ['Polo Shirt', 'قميص بولو'],
                ['Oversized Tee', 'تيشيرت واسع'],
              ],
              price: [4, 19],
              weight: [0.15, 0.3],
              variants: 'apparel',
            },
          },
          {
            name: ['Dishdashas', 'دشاديش'],
            line: {
              brands: [
                ['Al Dasmah', 'الدسمة'],
                ['Kuwaiti Tailor', 'الخياط الكويتي'],
                ['Qasr Al Dishdasha', 'قصر الدشداشة'],
              ],
              items: [
                ['Summer Dishdasha', 'دشداشة صيفية'],
                ['Winter Dishdasha', 'دشداشة شتوية'],
                ['Embroidered Dishdasha', 'دشداشة مطرزة'],
              ],
              price: [12, 45],
              weight: [0.4, 0.8],
              variants: 'dishdasha',
            },
          },
          {
            name: ["Men's Shoes", 'أحذية رجالية'],
            line: {
              brands: [
                ['Clarks', 'كلاركس'],
                ['Skechers', 'سكيتشرز'],
                ['Nike', 'نايكي'],
              ],
              items: [
                ['Leather Sandals', 'صندل جلد'],
                ['Running Shoes', 'حذاء جري'],
                ['Loafers', 'حذاء لوفر'],
              ],
              price: [9, 49],
              weight: [0.6, 1.2],
              variants: 'shoes',
            },
          },
        ],
      },
      {
        name: ['Women', 'نساء'],
        children: [
          {
            name: ['Abayas', 'عبايات'],
            line: {
              brands: [
                ['Bint Al Khaleej', 'بنت الخليج'],
                ['Lamsa', 'لمسة'],
                ['Noor', 'نور'],
              ],
              items: [
                ['Classic Abaya', 'عباية كلاسيكية'],
                ['Embroidered Abaya', 'عباية مطرزة'],
                ['Open Kimono Abaya', 'عباية كيمونو مفتوحة'],
              ],
              price: [14, 79],
              weight: [0.5, 0.9],
              variants: 'abaya',
            },
          },
          {
            name: ['Dresses', 'فساتين'],
            line: {
              brands: [
                ['Mango', 'مانجو'],
                ['H&M', 'إتش آند إم'],
                ['Zara', 'زارا'],
              ],
              items: [
                ['Maxi Dress', 'فستان طويل'],
                ['Evening Dress', 'فستان سهرة'],
                ['Linen Dress', 'فستان كتان'],
              ],
              price: [9, 59],
              weight: [0.3, 0.7],
              variants: 'apparel',
            },
          },
          {
            name: ['Handbags', 'حقائب يد'],
            line: {
              brands: [
                ['Charles & Keith', 'تشارلز آند كيث'],
                ['Aldo', 'ألدو'],
                ['Guess', 'جس'],
              ],
              items: [
                ['Tote Bag', 'حقيبة توت'],
                ['Crossbody Bag', 'حقيبة كروس'],
                ['Clutch', 'حقيبة سهرة صغيرة'],
              ],
              price: [8, 69],
              weight: [0.3, 1],
              variants: 'color',
            },
          },
        ],
      },
      {
        name: ['Kids', 'أطفال'],
        line: {
          brands: [
            ['Carter’s', 'كارترز'],
            ['Mothercare', 'مذركير'],
            ['Gap Kids', 'جاب كيدز'],
          ],
          items: [
            ['Pyjama Set', 'طقم بيجامة'],
            ['Hooded Sweatshirt', 'سويت شيرت بقبعة'],
            ['Denim Shorts', 'شورت جينز'],
          ],
          price: [3, 15],
          weight: [0.1, 0.4],
          variants: 'kids',
        },
      },
      {
        name: ['Fashion Accessories', 'إكسسوارات أزياء'],
        line: {
          brands: [
            ['Ray-Ban', 'راي بان'],
            ['Fossil', 'فوسيل'],
            ['Tommy Hilfiger', 'تومي هيلفيغر'],
          ],
          items: [
            ['Sunglasses', 'نظارة شمسية'],
            ['Leather Belt', 'حزام جلد'],
            ['Leather Wallet', 'محفظة جلد'],
          ],
          price: [5, 65],
          weight: [0.05, 0.3],
        },
      },
    ],
  },
  {
    name: ['Home & Garden', 'المنزل والحديقة'],
    children: [
      {
        name: ['Furniture', 'أثاث'],
        children: [
          {
            name: ['Living Room', 'غرفة المعيشة'],
            line: {
              brands: [
                ['IKEA', 'ايكيا'],
                ['Home Centre', 'هوم سنتر'],
                ['Pan Emirates', 'بان الإمارات'],
              ],
              items: [
                ['Three-Seater Sofa', 'كنبة ثلاثية'],
                ['Coffee Table', 'طاولة قهوة'],
                ['TV Unit', 'وحدة تلفزيون'],
              ],
              price: [35, 349],
              weight: [8, 55],
            },
          },
          {
            name: ['Bedroom', 'غرفة النوم'],
            line: {
              brands: [
                ['IKEA', 'ايكيا'],
                ['Home Box', 'هوم بوكس'],
                ['Sleep High', 'سليب هاي'],
              ],
              items: [
                ['Queen Bed Frame', 'سرير مقاس كوين'],
                ['Bedside Table', 'طاولة جانبية'],
                ['Memory Foam Pillow', 'وسادة ميموري فوم'],
              ],
              price: [6, 259],
              weight: [0.9, 45],
            },
          },
        ],
      },
      {
        name: ['Home Decor', 'ديكور المنزل'],
        line: {
          brands: [
            ['Zara Home', 'زارا هوم'],
            ['H&M Home', 'إتش آند إم هوم'],
            ['Home Centre', 'هوم سنتر'],
          ],
          items: [
            ['Wall Mirror', 'مرآة حائط'],
            ['Scented Candle', 'شمعة معطرة'],
            ['Ceramic Vase', 'مزهرية سيراميك'],
          ],
          price: [3, 39],
          weight: [0.3, 6],
        },
      },
      {
        name: ['Garden', 'الحديقة'],
        children: [
          {
            name: ['Plants & Pots', 'نباتات وأصص'],
            line: {
              brands: [
                ['Green Oasis', 'الواحة الخضراء'],
                ['Desert Bloom', 'زهرة الصحراء'],
              ],
              items: [
                ['Indoor Palm', 'نخلة داخلية'],
                ['Terracotta Pot', 'أصيص فخار'],
                ['Succulent Set', 'مجموعة نباتات عصارية'],
              ],
              price: [2, 29],
              weight: [0.5, 8],
            },
          },
          {
            name: ['Garden Tools', 'أدوات الحديقة'],
            line: {
              brands: [
                ['Gardena', 'جاردينا'],
                ['Fiskars', 'فيسكارس'],
                ['Bosch', 'بوش'],
              ],
              items: [
                ['Garden Hose 20 m', 'خرطوم حديقة 20 متر'],
                ['Pruning Shears', 'مقص تقليم'],
                ['Cordless Grass Trimmer', 'قاطعة عشب لاسلكية'],
              ],
              price: [3, 59],
              weight: [0.3, 4],
            },
          },
        ],
      },
      {
        name: ['Lighting', 'إضاءة'],
        line: {
          brands: [
            ['Philips', 'فيليبس'],
            ['IKEA', 'ايكيا'],
            ['Xiaomi', 'شاومي'],
          ],
          items: [
            ['Floor Lamp', 'مصباح أرضي'],
            ['Smart LED Bulb', 'لمبة ذكية'],
            ['Ramadan Lantern', 'فانوس رمضان'],
          ],
          price: [2, 45],
          weight: [0.1, 5],
        },
      },
    ],
  },
  {
    name: ['Sports', 'رياضة'],
    children: [
      {
        name: ['Fitness', 'لياقة بدنية'],
        children: [
          {
            name: ['Weights', 'أوزان'],
            line: {
              brands: [
                ['Decathlon', 'ديكاتلون'],
                ['Reebok', 'ريبوك'],
                ['Bowflex', 'بوفلكس'],
              ],
              items: [
                ['Dumbbell', 'دمبل'],
                ['Kettlebell', 'كيتل بل'],
                ['Weight Plate', 'قرص أوزان'],
              ],
              price: [4, 49],
              weight: [2, 20],
              variants: 'weights',
            },
          },
          {
            name: ['Yoga', 'يوغا'],
            line: {
              brands: [
                ['Lululemon', 'لولوليمون'],
                ['Manduka', 'ماندوكا'],
                ['Decathlon', 'ديكاتلون'],
              ],
              items: [
                ['Yoga Mat', 'سجادة يوغا'],
                ['Yoga Block', 'مكعب يوغا'],
                ['Resistance Bands', 'أحزمة مقاومة'],
              ],
              price: [2, 39],
              weight: [0.2, 2.5],
              variants: 'color',
            },
          },
        ],
      },
      {
        name: ['Football', 'كرة القدم'],
        line: {
          brands: [
            ['Adidas', 'أديداس'],
            ['Nike', 'نايكي'],
            ['Puma', 'بوما'],
          ],
          items: [
            ['Match Football', 'كرة قدم للمباريات'],
            ['Goalkeeper Gloves', 'قفازات حارس مرمى'],
            ['Shin Guards', 'واقي ساق'],
          ],
          price: [3, 35],
          weight: [0.2, 0.5],
        },
      },
      {
        name: ['Cycling', 'دراجات'],
        line: {
          brands: [
            ['Giant', 'جاينت'],
            ['Trek', 'تريك'],
            ['Btwin', 'بيتوين'],
          ],
          items: [
            ['Mountain Bike', 'دراجة جبلية'],
            ['Road Bike', 'دراجة طريق'],
            ['Kids Bike', 'دراجة أطفال'],
          ],
          price: [39, 399],
          weight: [8, 16],
          variants: 'bike',
        },
      },
      {
        name: ['Sportswear', 'ملابس رياضية'],
        line: {
          brands: [
            ['Under Armour', 'أندر آرمر'],
            ['Nike', 'نايكي'],
            ['Puma', 'بوما'],
          ],
          items: [
            ['Training Shorts', 'شورت تدريب'],
            ['Track Jacket', 'جاكيت رياضي'],
            ['Compression Top', 'قميص ضاغط'],
          ],
          price: [5, 29],
          weight: [0.15, 0.6],
          variants: 'apparel',
        },
      },
    ],
  },
  {
    name: ['Books', 'كتب'],
    children: [
      {
        name: ['Arabic Literature', 'الأدب العربي'],
        line: {
          brands: [
            ['Paperback', 'غلاف ورقي'],
            ['Hardcover', 'غلاف مقوى'],
          ],
          items: [
            ['Season of Migration to the North', 'موسم الهجرة إلى الشمال'],
            ['The Cairo Trilogy', 'الثلاثية'],
            ['Men in the Sun', 'رجال في الشمس'],
            ['The Prophet', 'النبي'],
          ],
          price: [2, 12],
          weight: [0.2, 0.9],
          itemFirst: true,
        },
      },
      {
        name: ["Children's Books", 'كتب الأطفال'],
        line: {
          brands: [
            ['Board Book', 'كتاب مقوى'],
            ['Picture Book', 'كتاب مصور'],
          ],
          items: [
            ['My First Arabic Letters', 'حروفي العربية الأولى'],
            ['Animals of the Desert', 'حيوانات الصحراء'],
            ['Bedtime Stories', 'قصص قبل النوم'],
            ['Counting with Camels', 'العد مع الجمال'],
          ],
          price: [1, 6],
          weight: [0.1, 0.5],
          itemFirst: true,
        },
      },
      {
        name: ['Self-Development', 'تطوير الذات'],
        line: {
          brands: [
            ['Paperback', 'غلاف ورقي'],
            ['Hardcover', 'غلاف مقوى'],
          ],
          items: [
            ['Atomic Habits', 'العادات الذرية'],
            ['The Power of Now', 'قوة الآن'],
            ['Deep Work', 'العمل العميق'],
          ],
          price: [3, 11],
          weight: [0.25, 0.7],
          itemFirst: true,
        },
      },
      {
        name: ['Cookbooks', 'كتب الطبخ'],
        line: {
          brands: [
            ['Paperback', 'غلاف ورقي'],
            ['Hardcover', 'غلاف مقوى'],
          ],
          items: [
            ['Kuwaiti Kitchen', 'المطبخ الكويتي'],
            ['Gulf Desserts', 'حلويات خليجية'],
            ['Ramadan Recipes', 'وصفات رمضانية'],
          ],
          price: [3, 14],
          weight: [0.4, 1.2],
          itemFirst: true,
        },
      },
    ],
  },
  {
    name: ['Beauty', 'جمال'],
    children: [
      {
        name: ['Perfumes', 'عطور'],
        children: [
          {
            name: ['Oud & Bakhoor', 'عود وبخور'],
            line: {
              brands: [
                ['Arabian Oud', 'العربية للعود'],
                ['Ajmal', 'أجمل'],
                ['Abdul Samad Al Qurashi', 'عبد الصمد القرشي'],
              ],
              items: [
                ['Oud Oil', 'دهن عود'],
                ['Bakhoor Bricks', 'بخور معمول'],
                ['Oud Perfume', 'عطر عود'],
              ],
              price: [6, 120],
              weight: [0.1, 0.5],
              variants: 'perfume',
            },
          },
          {
            name: ["Men's Perfumes", 'عطور رجالية'],
            line: {
              brands: [
                ['Dior', 'ديور'],
                ['Chanel', 'شانيل'],
                ['Rasasi', 'الرصاصي'],
              ],
              items: [
                ['Eau de Parfum', 'ماء عطر'],
                ['Eau de Toilette', 'ماء تواليت'],
                ['Intense Parfum', 'عطر مركز'],
              ],
              price: [12, 69],
              weight: [0.2, 0.45],
              variants: 'perfume',
            },
          },
          {
            name: ["Women's Perfumes", 'عطور نسائية'],
            line: {
              brands: [
                ['Lancôme', 'لانكوم'],
                ['Yves Saint Laurent', 'إيف سان لوران'],
                ['Lattafa', 'لطافة'],
              ],
              items: [
                ['Floral Eau de Parfum', 'ماء عطر زهري'],
                ['Rose Mist', 'رذاذ الورد'],
                ['Musk Perfume', 'عطر مسك'],
              ],
              price: [9, 65],
              weight: [0.2, 0.45],
              variants: 'perfume',
            },
          },
        ],
      },
      {
        name: ['Skincare', 'العناية بالبشرة'],
        line: {
          brands: [
            ['The Ordinary', 'ذا أوردينري'],
            ['CeraVe', 'سيرافي'],
            ['La Roche-Posay', 'لاروش بوزيه'],
          ],
          items: [
            ['Hydrating Serum', 'سيروم مرطب'],
            ['Sunscreen SPF 50', 'واقي شمس 50'],
            ['Moisturising Cream', 'كريم مرطب'],
          ],
          price: [3, 19],
          weight: [0.05, 0.4],
        },
      },
      {
        name: ['Makeup', 'مكياج'],
        line: {
          brands: [
            ['MAC', 'ماك'],
            ['Huda Beauty', 'هدى بيوتي'],
            ['Maybelline', 'ميبيلين'],
          ],
          items: [
            ['Matte Lipstick', 'أحمر شفاه مطفي'],
            ['Eyeshadow Palette', 'باليت ظلال عيون'],
            ['Volume Mascara', 'ماسكارا مكثفة'],
          ],
          price: [3, 25],
          weight: [0.02, 0.3],
          variants: 'color',
        },
      },
      {
        name: ['Hair Care', 'العناية بالشعر'],
        line: {
          brands: [
            ['Dyson', 'دايسون'],
            ['Philips', 'فيليبس'],
            ['Moroccanoil', 'موروكان أويل'],
          ],
          items: [
            ['Hair Dryer', 'مجفف شعر'],
            ['Argan Hair Oil', 'زيت أرغان للشعر'],
            ['Hair Straightener', 'مكواة فرد الشعر'],
          ],
          price: [4, 149],
          weight: [0.1, 0.9],
        },
      },
    ],
  },
  {
    name: ['Toys', 'ألعاب'],
    children: [
      {
        name: ['Educational Toys', 'ألعاب تعليمية'],
        line: {
          brands: [
            ['Fisher-Price', 'فيشر برايس'],
            ['VTech', 'في تك'],
            ['Melissa & Doug', 'ميليسا آند دوغ'],
          ],
          items: [
            ['Arabic Alphabet Puzzle', 'بازل الحروف العربية'],
            ['Science Kit', 'مجموعة العلوم'],
            ['Talking Globe', 'كرة أرضية ناطقة'],
          ],
          price: [3, 29],
          weight: [0.3, 1.5],
        },
      },
      {
        name: ['Dolls', 'دمى'],
        line: {
          brands: [
            ['Barbie', 'باربي'],
            ['Fulla', 'فلة'],
            ['Baby Born', 'بيبي بورن'],
          ],
          items: [
            ['Fashion Doll', 'دمية أزياء'],
            ['Doll House', 'بيت الدمى'],
            ['Baby Doll', 'دمية رضيع'],
          ],
          price: [4, 45],
          weight: [0.3, 4],
        },
      },
      {
        name: ['Building Blocks', 'مكعبات البناء'],
        line: {
          brands: [
            ['LEGO', 'ليغو'],
            ['Mega Bloks', 'ميغا بلوكس'],
          ],
          items: [
            ['City Set', 'مجموعة المدينة'],
            ['Technic Car', 'سيارة تكنيك'],
            ['Classic Brick Box', 'صندوق المكعبات الكلاسيكي'],
          ],
          price: [5, 89],
          weight: [0.4, 2.5],
        },
      },
      {
        name: ['Outdoor Play', 'ألعاب خارجية'],
        line: {
          brands: [
            ['Little Tikes', 'ليتل تايكس'],
            ['Step2', 'ستيب تو'],
            ['Intex', 'إنتكس'],
          ],
          items: [
            ['Inflatable Pool', 'مسبح قابل للنفخ'],
            ['Kids Slide', 'زحليقة أطفال'],
            ['Water Gun', 'مسدس ماء'],
          ],
          price: [2, 69],
          weight: [0.3, 12],
        },
      },
    ],
  },
  {
    name: ['Automotive', 'سيارات'],
    children: [
      {
        name: ['Car Accessories', 'إكسسوارات السيارات'],
        children: [
          {
            name: ['Interior', 'داخلية'],
            line: {
              brands: [
                ['AutoPlus', 'أوتو بلس'],
                ['Michelin', 'ميشلان'],
                ['3M', 'ثري إم'],
              ],
              items: [
                ['Seat Covers', 'أغطية مقاعد'],
                ['Sunshade', 'مظلة شمس للزجاج'],
                ['Floor Mats', 'دواسات أرضية'],
              ],
              price: [2, 35],
              weight: [0.3, 4],
            },
          },
          {
            name: ['Exterior', 'خارجية'],
            line: {
              brands: [
                ['Thule', 'ثول'],
                ['Bosch', 'بوش'],
                ['AutoPlus', 'أوتو بلس'],
              ],
              items: [
                ['Roof Rack', 'حامل سقف'],
                ['Wiper Blades', 'مساحات زجاج'],
                ['Car Cover', 'غطاء سيارة'],
              ],
              price: [3, 149],
              weight: [0.4, 14],
            },
          },
        ],
      },
      {
        name: ['Car Care', 'العناية بالسيارة'],
        line: {
          brands: [
            ['Meguiar’s', 'ميجوايرز'],
            ['Turtle Wax', 'تيرتل واكس'],
            ['Sonax', 'سوناكس'],
          ],
          items: [
            ['Car Shampoo', 'شامبو سيارات'],
            ['Ceramic Wax', 'شمع سيراميك'],
            ['Microfibre Towels', 'مناشف مايكروفايبر'],
          ],
          price: [1, 15],
          weight: [0.2, 1.5],
        },
      },
      {
        name: ['Car Electronics', 'إلكترونيات السيارة'],
        line: {
          brands: [
            ['70mai', 'سبعين ماي'],
            ['Pioneer', 'بايونير'],
            ['Xiaomi', 'شاومي'],
          ],
          items: [
            ['Dash Cam', 'كاميرا داش'],
            ['Tyre Inflator', 'منفاخ إطارات'],
            ['Car Stereo', 'مسجل سيارة'],
          ],
          price: [7, 89],
          weight: [0.2, 1.8],
        },
      },
      {
        name: ['Tyres', 'إطارات'],
        line: {
          brands: [
            ['Michelin', 'ميشلان'],
            ['Bridgestone', 'بريدجستون'],
            ['Pirelli', 'بيريلي'],
          ],
          items: [
            ['All-Season Tyre', 'إطار لكل المواسم'],
            ['Performance Tyre', 'إطار رياضي'],
            ['SUV Tyre', 'إطار دفع رباعي'],
          ],
          price: [18, 75],
          weight: [7, 14],
          variants: 'tyre',
        },
      },
    ],
  },
  {
    name: ['Kitchen', 'المطبخ'],
    children: [
      {
        name: ['Cookware', 'أواني الطبخ'],
        children: [
          {
            name: ['Pots & Pans', 'قدور ومقالي'],
            line: {
              brands: [
                ['Tefal', 'تيفال'],
                ['Prestige', 'بريستيج'],
                ['Le Creuset', 'لو كروزيه'],
              ],
              items: [
                ['Non-Stick Frying Pan', 'مقلاة غير لاصقة'],
                ['Pressure Cooker', 'قدر ضغط'],
                ['Cast Iron Pot', 'قدر حديد زهر'],
              ],
              price: [4, 89],
              weight: [0.8, 5],
            },
          },
          {
            name: ['Baking', 'أدوات الخبز'],
            line: {
              brands: [
                ['Pyrex', 'بايركس'],
                ['Tefal', 'تيفال'],
              ],
              items: [
                ['Baking Tray', 'صينية خبز'],
                ['Glass Baking Dish', 'طبق خبز زجاجي'],
                ['Silicone Muffin Mould', 'قالب مافن سيليكون'],
              ],
              price: [1, 12],
              weight: [0.2, 2],
            },
          },
        ],
      },
      {
        name: ['Kitchen Appliances', 'أجهزة المطبخ'],
        children: [
          {
            name: ['Coffee Makers', 'صانعات القهوة'],
            line: {
              brands: [
                ['DeLonghi', 'ديلونجي'],
                ['Nespresso', 'نسبريسو'],
                ['Breville', 'بريفيل'],
              ],
              items: [
                ['Espresso Machine', 'آلة إسبريسو'],
                ['Arabic Coffee Maker', 'صانعة القهوة العربية'],
                ['Milk Frother', 'جهاز رغوة الحليب'],
              ],
              price: [9, 229],
              weight: [0.4, 9],
              variants: 'color',
            },
          },
          {
            name: ['Blenders', 'خلاطات'],
            line: {
              brands: [
                ['Moulinex', 'مولينكس'],
                ['Kenwood', 'كينوود'],
                ['Ninja', 'نينجا'],
              ],
              items: [
                ['Countertop Blender', 'خلاط طاولة'],
                ['Hand Blender', 'خلاط يدوي'],
                ['Food Processor', 'محضرة طعام'],
              ],
              price: [7, 99],
              weight: [0.9, 5],
            },
          },
        ],
      },
      {
        name: ['Tableware', 'أدوات المائدة'],
        line: {
          brands: [
            ['Noritake', 'نوريتاكي'],
            ['Luminarc', 'لومينارك'],
            ['Corelle', 'كوريل'],
          ],
          items: [
            ['Dinner Set 24 Pieces', 'طقم عشاء 24 قطعة'],
            ['Arabic Coffee Cups', 'فناجين قهوة عربية'],
            ['Serving Platter', 'صحن تقديم'],
          ],
          price: [2, 59],
          weight: [0.3, 9],
        },
      },
      {
        name: ['Home Essentials', 'مستلزمات المنزل'],
        line: {
          brands: [
            ['Fine', 'فاين'],
            ['Dettol', 'ديتول'],
            ['Vileda', 'فيليدا'],
          ],
          items: [
            ['Kitchen Towels', 'مناشف مطبخ'],
            ['Surface Cleaner', 'منظف أسطح'],
            ['Spin Mop Set', 'طقم ممسحة دوارة'],
          ],
          price: [1, 15],
          weight: [0.3, 3],
        },
      },
      {
        name: ['Storage & Organisation', 'التخزين والتنظيم'],
        line: {
          brands: [
            ['Lock & Lock', 'لوك آند لوك'],
            ['Tupperware', 'تابروير'],
            ['IKEA', 'ايكيا'],
          ],
          items: [
            ['Food Containers Set', 'طقم حافظات طعام'],
            ['Spice Rack', 'رف بهارات'],
            ['Pantry Baskets', 'سلال تخزين'],
          ],
          price: [2, 19],
          weight: [0.4, 3],
        },
      },
    ],
  },
];
