// Phrases the seed combines into product descriptions, keyed by the English name of the level-1 category.
import type { Bilingual } from './bilingual';

export const featuresByDepartment: Record<string, readonly Bilingual[]> = {
  Electronics: [
    ['Official one-year warranty in Kuwait', 'ضمان رسمي لمدة سنة في الكويت'],
    ['Fast charging support', 'يدعم الشحن السريع'],
    ['Bluetooth 5.3 connectivity', 'اتصال بلوتوث 5.3'],
    ['Long-lasting battery', 'بطارية تدوم طويلاً'],
    ['Arabic and English interface', 'واجهة باللغتين العربية والإنجليزية'],
  ],
  Fashion: [
    ['Breathable fabric for the Gulf summer', 'قماش يسمح بمرور الهواء لصيف الخليج'],
    ['Machine washable', 'قابل للغسل في الغسالة'],
    ['Regular fit', 'مقاس عادي'],
    ['Made from premium cotton', 'مصنوع من القطن الفاخر'],
    ['Free exchange within 14 days', 'استبدال مجاني خلال 14 يوماً'],
  ],
  'Home & Garden': [
    ['Easy to assemble', 'سهل التركيب'],
    ['Suitable for indoor and outdoor use', 'مناسب للاستخدام الداخلي والخارجي'],
    ['Sturdy, long-lasting materials', 'خامات متينة تدوم طويلاً'],
    ['Modern design that suits any room', 'تصميم عصري يناسب أي غرفة'],
  ],
  Sports: [
    ['Lightweight and durable', 'خفيف الوزن ومتين'],
    ['Non-slip grip', 'قبضة مانعة للانزلاق'],
    ['Suitable for beginners and professionals', 'مناسب للمبتدئين والمحترفين'],
    ['Sweat-wicking material', 'خامة تمتص العرق'],
  ],
  Books: [
    ['Printed on high-quality paper', 'مطبوع على ورق عالي الجودة'],
    ['A favourite of readers across the Gulf', 'من الكتب المفضلة للقراء في الخليج'],
    ['Includes an illustrated cover', 'يتضمن غلافاً مصوراً'],
  ],
  Beauty: [
    ['Long-lasting fragrance', 'رائحة تدوم طويلاً'],
    ['Dermatologically tested', 'مختبر من أطباء الجلدية'],
    ['Suitable for all skin types', 'مناسب لجميع أنواع البشرة'],
    ['Free from parabens', 'خالٍ من البارابين'],
  ],
  Toys: [
    ['Safe, non-toxic materials', 'مواد آمنة وغير سامة'],
    ['Develops creativity and motor skills', 'ينمي الإبداع والمهارات الحركية'],
    ['Recommended for ages 3 and up', 'مناسب للأعمار من 3 سنوات فما فوق'],
  ],
  Automotive: [
    ['Fits most cars and SUVs', 'يناسب معظم السيارات وسيارات الدفع الرباعي'],
    ['Heat resistant for Gulf summers', 'مقاوم للحرارة في صيف الخليج'],
    ['Quick installation', 'تركيب سريع'],
  ],
  Kitchen: [
    ['Dishwasher safe', 'آمن للاستخدام في غسالة الصحون'],
    ['Food-grade materials', 'مواد آمنة على الطعام'],
    ['Easy to clean', 'سهل التنظيف'],
    ['Ideal for family gatherings', 'مثالي للعزائم العائلية'],
  ],
};

export const saleLines: readonly string[] = [
  'توصيل سريع داخل الكويت',
  'الدفع عند الاستلام متاح',
  'أصلي 100%',
  'عرض لفترة محدودة',
];
