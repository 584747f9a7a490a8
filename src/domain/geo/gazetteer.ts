// The offline gazetteer (DESIGN: the reference backend answers without a maps provider): the six countries of
// SPEC §9, their first-level regions (governorates, provinces, emirates, municipalities) and the main cities and
// districts, with both names. One copy serves the server's reverse geocoder, the map picker's local map (areas
// drawn and named, jump to an area) and the names of saved addresses in the screen's language. Coordinates are city centres to about
// a kilometre, which is all a delivery address line needs; the shopper types the street and building.
// Kuwait's governorates use the spelling of the shop's governorate list (SPEC §5, docs/DECISIONS.md), so a
// geocoded governorate fills the form's dropdown as is.

export type CountryCode = 'KW' | 'SA' | 'AE' | 'BH' | 'QA' | 'OM';

export type Names = { en: string; ar: string };

export type Region = Names & { country: CountryCode };

export type Place = Names & { region: string; lat: number; lng: number };

/**
 * A place this close names the locality: a district in the city, the town itself outside it. The reverse geocoder
 * answers by it and the map picker draws each area out to it, so the map shows what the line under it will say.
 */
export const localityKm = 40;

/** English names match the shop's country list (src/domain/addresses/countries.ts), which the client guesses from. */
export const countries: Record<CountryCode, Names> = {
  KW: { en: 'Kuwait', ar: 'الكويت' },
  SA: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  AE: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  BH: { en: 'Bahrain', ar: 'البحرين' },
  QA: { en: 'Qatar', ar: 'قطر' },
  OM: { en: 'Oman', ar: 'عُمان' },
};

/** Keyed by an id the places refer to. */
export const regions: Record<string, Region> = {
  'kw-asimah': { country: 'KW', en: 'Al Asimah', ar: 'العاصمة' },
  'kw-hawalli': { country: 'KW', en: 'Hawalli', ar: 'حولي' },
  'kw-farwaniyah': { country: 'KW', en: 'Al Farwaniyah', ar: 'الفروانية' },
  'kw-mubarak': { country: 'KW', en: 'Mubarak Al-Kabeer', ar: 'مبارك الكبير' },
  'kw-ahmadi': { country: 'KW', en: 'Al Ahmadi', ar: 'الأحمدي' },
  'kw-jahra': { country: 'KW', en: 'Al Jahra', ar: 'الجهراء' },

  'sa-riyadh': { country: 'SA', en: 'Riyadh Province', ar: 'منطقة الرياض' },
  'sa-makkah': { country: 'SA', en: 'Makkah Province', ar: 'منطقة مكة المكرمة' },
  'sa-madinah': { country: 'SA', en: 'Madinah Province', ar: 'منطقة المدينة المنورة' },
  'sa-eastern': { country: 'SA', en: 'Eastern Province', ar: 'المنطقة الشرقية' },
  'sa-asir': { country: 'SA', en: 'Asir Province', ar: 'منطقة عسير' },
  'sa-qassim': { country: 'SA', en: 'Al-Qassim Province', ar: 'منطقة القصيم' },
  'sa-tabuk': { country: 'SA', en: 'Tabuk Province', ar: 'منطقة تبوك' },
  'sa-hail': { country: 'SA', en: 'Hail Province', ar: 'منطقة حائل' },
  'sa-northern': { country: 'SA', en: 'Northern Borders Province', ar: 'منطقة الحدود الشمالية' },
  'sa-jazan': { country: 'SA', en: 'Jazan Province', ar: 'منطقة جازان' },
  'sa-najran': { country: 'SA', en: 'Najran Province', ar: 'منطقة نجران' },
  'sa-bahah': { country: 'SA', en: 'Al Bahah Province', ar: 'منطقة الباحة' },
  'sa-jawf': { country: 'SA', en: 'Al Jawf Province', ar: 'منطقة الجوف' },

  'ae-abudhabi': { country: 'AE', en: 'Abu Dhabi', ar: 'أبوظبي' },
  'ae-dubai': { country: 'AE', en: 'Dubai', ar: 'دبي' },
  'ae-sharjah': { country: 'AE', en: 'Sharjah', ar: 'الشارقة' },
  'ae-ajman': { country: 'AE', en: 'Ajman', ar: 'عجمان' },
  'ae-uaq': { country: 'AE', en: 'Umm Al Quwain', ar: 'أم القيوين' },
  'ae-rak': { country: 'AE', en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  'ae-fujairah': { country: 'AE', en: 'Fujairah', ar: 'الفجيرة' },

  'bh-capital': { country: 'BH', en: 'Capital Governorate', ar: 'محافظة العاصمة' },
  'bh-muharraq': { country: 'BH', en: 'Muharraq Governorate', ar: 'محافظة المحرق' },
  'bh-northern': { country: 'BH', en: 'Northern Governorate', ar: 'المحافظة الشمالية' },
  'bh-southern': { country: 'BH', en: 'Southern Governorate', ar: 'المحافظة الجنوبية' },

  'qa-doha': { country: 'QA', en: 'Doha', ar: 'الدوحة' },
  'qa-rayyan': { country: 'QA', en: 'Al Rayyan', ar: 'الريان' },
  'qa-wakrah': { country: 'QA', en: 'Al Wakrah', ar: 'الوكرة' },
  'qa-khor': { country: 'QA', en: 'Al Khor', ar: 'الخور' },
  'qa-shamal': { country: 'QA', en: 'Al Shamal', ar: 'الشمال' },
  'qa-ummsalal': { country: 'QA', en: 'Umm Salal', ar: 'أم صلال' },
  'qa-daayen': { country: 'QA', en: 'Al Daayen', ar: 'الضعاين' },
  'qa-shahaniya': { country: 'QA', en: 'Al Shahaniya', ar: 'الشحانية' },

  'om-muscat': { country: 'OM', en: 'Muscat Governorate', ar: 'محافظة مسقط' },
  'om-dhofar': { country: 'OM', en: 'Dhofar Governorate', ar: 'محافظة ظفار' },
  'om-musandam': { country: 'OM', en: 'Musandam Governorate', ar: 'محافظة مسندم' },
  'om-buraimi': { country: 'OM', en: 'Al Buraimi Governorate', ar: 'محافظة البريمي' },
  'om-dakhiliyah': { country: 'OM', en: 'Ad Dakhiliyah Governorate', ar: 'محافظة الداخلية' },
  'om-northbatinah': { country: 'OM', en: 'North Al Batinah Governorate', ar: 'محافظة شمال الباطنة' },
  'om-southbatinah': { country: 'OM', en: 'South Al Batinah Governorate', ar: 'محافظة جنوب الباطنة' },
  'om-southsharqiyah': { country: 'OM', en: 'South Ash Sharqiyah Governorate', ar: 'محافظة جنوب الشرقية' },
  'om-northsharqiyah': { country: 'OM', en: 'North Ash Sharqiyah Governorate', ar: 'محافظة شمال الشرقية' },
  'om-dhahirah': { country: 'OM', en: 'Ad Dhahirah Governorate', ar: 'محافظة الظاهرة' },
  'om-wusta': { country: 'OM', en: 'Al Wusta Governorate', ar: 'محافظة الوسطى' },
};

export const places: readonly Place[] = [
  // Kuwait: every governorate, with the districts shoppers name most.
  { region: 'kw-asimah', en: 'Kuwait City', ar: 'مدينة الكويت', lat: 29.3759, lng: 47.9774 },
  { region: 'kw-asimah', en: 'Shuwaikh', ar: 'الشويخ', lat: 29.353, lng: 47.935 },
  { region: 'kw-asimah', en: 'Kaifan', ar: 'كيفان', lat: 29.338, lng: 47.958 },
  { region: 'kw-asimah', en: 'Failaka Island', ar: 'جزيرة فيلكا', lat: 29.44, lng: 48.33 },
  { region: 'kw-asimah', en: 'Dasma', ar: 'الدسمة', lat: 29.364, lng: 48.002 },
  { region: 'kw-asimah', en: 'Qadsiya', ar: 'القادسية', lat: 29.352, lng: 47.991 },
  { region: 'kw-asimah', en: 'Shamiya', ar: 'الشامية', lat: 29.347, lng: 47.962 },
  { region: 'kw-asimah', en: 'Rawda', ar: 'الروضة', lat: 29.33, lng: 47.998 },
  { region: 'kw-asimah', en: 'Adailiya', ar: 'العديلية', lat: 29.327, lng: 47.983 },
  { region: 'kw-asimah', en: 'Khaldiya', ar: 'الخالدية', lat: 29.323, lng: 47.964 },
  { region: 'kw-asimah', en: 'Surra', ar: 'السرة', lat: 29.313, lng: 48.004 },
  { region: 'kw-asimah', en: 'Qortuba', ar: 'قرطبة', lat: 29.313, lng: 47.984 },
  { region: 'kw-asimah', en: 'Yarmouk', ar: 'اليرموك', lat: 29.311, lng: 47.965 },
  { region: 'kw-asimah', en: 'Granada', ar: 'غرناطة', lat: 29.299, lng: 47.918 },
  { region: 'kw-asimah', en: 'Sulaibikhat', ar: 'الصليبيخات', lat: 29.318, lng: 47.838 },
  { region: 'kw-hawalli', en: 'Hawalli', ar: 'حولي', lat: 29.3328, lng: 48.0286 },
  { region: 'kw-hawalli', en: 'Salmiya', ar: 'السالمية', lat: 29.3339, lng: 48.0761 },
  { region: 'kw-hawalli', en: 'Jabriya', ar: 'الجابرية', lat: 29.318, lng: 48.023 },
  { region: 'kw-hawalli', en: 'Shaab', ar: 'الشعب', lat: 29.35, lng: 48.024 },
  { region: 'kw-hawalli', en: 'Rumaithiya', ar: 'الرميثية', lat: 29.311, lng: 48.075 },
  { region: 'kw-hawalli', en: 'Salwa', ar: 'سلوى', lat: 29.296, lng: 48.08 },
  { region: 'kw-hawalli', en: 'Bayan', ar: 'بيان', lat: 29.298, lng: 48.048 },
  { region: 'kw-hawalli', en: 'Mishref', ar: 'مشرف', lat: 29.274, lng: 48.06 },
  { region: 'kw-hawalli', en: 'Salam', ar: 'السلام', lat: 29.296, lng: 48.007 },
  { region: 'kw-hawalli', en: 'Hitteen', ar: 'حطين', lat: 29.287, lng: 48.021 },
  { region: 'kw-hawalli', en: 'Zahra', ar: 'الزهراء', lat: 29.279, lng: 47.991 },
  { region: 'kw-farwaniyah', en: 'Farwaniya', ar: 'الفروانية', lat: 29.2775, lng: 47.9586 },
  { region: 'kw-farwaniyah', en: 'Khaitan', ar: 'خيطان', lat: 29.287, lng: 47.976 },
  { region: 'kw-farwaniyah', en: 'Jleeb Al-Shuyoukh', ar: 'جليب الشيوخ', lat: 29.255, lng: 47.94 },
  { region: 'kw-farwaniyah', en: 'Omariya', ar: 'العمرية', lat: 29.293, lng: 47.955 },
  { region: 'kw-farwaniyah', en: 'Rabiya', ar: 'الرابية', lat: 29.296, lng: 47.93 },
  { region: 'kw-farwaniyah', en: 'Riggae', ar: 'الرقعي', lat: 29.308, lng: 47.925 },
  { region: 'kw-farwaniyah', en: 'Ardiya', ar: 'العارضية', lat: 29.295, lng: 47.9 },
  { region: 'kw-farwaniyah', en: 'Andalous', ar: 'الأندلس', lat: 29.302, lng: 47.874 },
  { region: 'kw-farwaniyah', en: 'Abdullah Al-Mubarak', ar: 'عبدالله المبارك', lat: 29.238, lng: 47.894 },
  { region: 'kw-mubarak', en: 'Mubarak Al-Kabeer', ar: 'مبارك الكبير', lat: 29.189, lng: 48.059 },
  { region: 'kw-mubarak', en: 'Sabah Al-Salem', ar: 'صباح السالم', lat: 29.258, lng: 48.063 },
  { region: 'kw-mubarak', en: 'Messila', ar: 'المسيلة', lat: 29.256, lng: 48.097 },
  { region: 'kw-mubarak', en: 'Adan', ar: 'العدان', lat: 29.228, lng: 48.075 },
  { region: 'kw-mubarak', en: 'Funaitees', ar: 'الفنيطيس', lat: 29.225, lng: 48.1 },
  { region: 'kw-mubarak', en: 'Qusour', ar: 'القصور', lat: 29.211, lng: 48.066 },
  { region: 'kw-mubarak', en: 'Qurain', ar: 'القرين', lat: 29.205, lng: 48.082 },
  { region: 'kw-mubarak', en: 'Abu Al-Hasaniya', ar: 'أبو الحصانية', lat: 29.197, lng: 48.117 },
  { region: 'kw-ahmadi', en: 'Al Ahmadi', ar: 'الأحمدي', lat: 29.0769, lng: 48.0838 },
  { region: 'kw-ahmadi', en: 'Fahaheel', ar: 'الفحيحيل', lat: 29.0825, lng: 48.1303 },
  { region: 'kw-ahmadi', en: 'Mangaf', ar: 'المنقف', lat: 29.097, lng: 48.129 },
  { region: 'kw-ahmadi', en: 'Sabahiya', ar: 'الصباحية', lat: 29.11, lng: 48.105 },
  { region: 'kw-ahmadi', en: 'Abu Halifa', ar: 'أبو حليفة', lat: 29.128, lng: 48.125 },
  { region: 'kw-ahmadi', en: 'Mahboula', ar: 'المهبولة', lat: 29.147, lng: 48.122 },
  { region: 'kw-ahmadi', en: 'Riqqa', ar: 'الرقة', lat: 29.148, lng: 48.09 },
  { region: 'kw-ahmadi', en: 'Egaila', ar: 'العقيلة', lat: 29.17, lng: 48.1 },
  { region: 'kw-ahmadi', en: 'Fintas', ar: 'الفنطاس', lat: 29.173, lng: 48.118 },
  { region: 'kw-ahmadi', en: 'Wafra', ar: 'الوفرة', lat: 28.637, lng: 47.93 },
  { region: 'kw-ahmadi', en: 'Khiran', ar: 'الخيران', lat: 28.65, lng: 48.38 },
  { region: 'kw-jahra', en: 'Al Jahra', ar: 'الجهراء', lat: 29.3375, lng: 47.6581 },
  { region: 'kw-jahra', en: 'Saad Al-Abdullah', ar: 'سعد العبدالله', lat: 29.315, lng: 47.68 },
  { region: 'kw-jahra', en: 'Sulaibiya', ar: 'الصليبية', lat: 29.288, lng: 47.83 },
  { region: 'kw-jahra', en: 'Abdali', ar: 'العبدلي', lat: 30.07, lng: 47.72 },

  // Saudi Arabia: every province's capital and the other large cities.
  { region: 'sa-riyadh', en: 'Riyadh', ar: 'الرياض', lat: 24.7136, lng: 46.6753 },
  { region: 'sa-riyadh', en: 'Al Kharj', ar: 'الخرج', lat: 24.155, lng: 47.334 },
  { region: 'sa-riyadh', en: 'Wadi ad-Dawasir', ar: 'وادي الدواسر', lat: 20.4667, lng: 44.7833 },
  { region: 'sa-makkah', en: 'Jeddah', ar: 'جدة', lat: 21.4858, lng: 39.1925 },
  { region: 'sa-makkah', en: 'Makkah', ar: 'مكة المكرمة', lat: 21.3891, lng: 39.8579 },
  { region: 'sa-makkah', en: 'Taif', ar: 'الطائف', lat: 21.2703, lng: 40.4158 },
  { region: 'sa-makkah', en: 'Al Qunfudhah', ar: 'القنفذة', lat: 19.1264, lng: 41.0789 },
  { region: 'sa-madinah', en: 'Madinah', ar: 'المدينة المنورة', lat: 24.5247, lng: 39.5692 },
  { region: 'sa-madinah', en: 'Yanbu', ar: 'ينبع', lat: 24.0895, lng: 38.0618 },
  { region: 'sa-madinah', en: 'AlUla', ar: 'العلا', lat: 26.6167, lng: 37.9167 },
  { region: 'sa-eastern', en: 'Dammam', ar: 'الدمام', lat: 26.4207, lng: 50.0888 },
  { region: 'sa-eastern', en: 'Al Khobar', ar: 'الخبر', lat: 26.2172, lng: 50.1971 },
  { region: 'sa-eastern', en: 'Jubail', ar: 'الجبيل', lat: 27.0046, lng: 49.646 },
  { region: 'sa-eastern', en: 'Al Hofuf', ar: 'الهفوف', lat: 25.3647, lng: 49.5856 },
  { region: 'sa-eastern', en: 'Hafar Al-Batin', ar: 'حفر الباطن', lat: 28.4328, lng: 45.9708 },
  { region: 'sa-eastern', en: 'Khafji', ar: 'الخفجي', lat: 28.439, lng: 48.491 },
  { region: 'sa-asir', en: 'Abha', ar: 'أبها', lat: 18.2164, lng: 42.5053 },
  { region: 'sa-asir', en: 'Khamis Mushait', ar: 'خميس مشيط', lat: 18.3, lng: 42.7333 },
  { region: 'sa-qassim', en: 'Buraidah', ar: 'بريدة', lat: 26.326, lng: 43.975 },
  { region: 'sa-tabuk', en: 'Tabuk', ar: 'تبوك', lat: 28.3835, lng: 36.5662 },
  { region: 'sa-tabuk', en: 'Al Wajh', ar: 'الوجه', lat: 26.2455, lng: 36.4525 },
  { region: 'sa-hail', en: 'Hail', ar: 'حائل', lat: 27.5114, lng: 41.7208 },
  { region: 'sa-northern', en: 'Arar', ar: 'عرعر', lat: 30.9753, lng: 41.0381 },
  { region: 'sa-northern', en: 'Rafha', ar: 'رفحاء', lat: 29.63, lng: 43.5 },
  { region: 'sa-jazan', en: 'Jazan', ar: 'جازان', lat: 16.8892, lng: 42.5511 },
  { region: 'sa-najran', en: 'Najran', ar: 'نجران', lat: 17.4924, lng: 44.1277 },
  { region: 'sa-najran', en: 'Sharurah', ar: 'شرورة', lat: 17.4667, lng: 47.1167 },
  { region: 'sa-bahah', en: 'Al Bahah', ar: 'الباحة', lat: 20.0129, lng: 41.4677 },
  { region: 'sa-jawf', en: 'Sakaka', ar: 'سكاكا', lat: 29.9697, lng: 40.2064 },

  // United Arab Emirates: the seven emirates.
  { region: 'ae-abudhabi', en: 'Abu Dhabi', ar: 'أبوظبي', lat: 24.4539, lng: 54.3773 },
  { region: 'ae-abudhabi', en: 'Al Ain', ar: 'العين', lat: 24.2075, lng: 55.7447 },
  { region: 'ae-abudhabi', en: 'Ruwais', ar: 'الرويس', lat: 24.11, lng: 52.73 },
  { region: 'ae-abudhabi', en: 'Madinat Zayed', ar: 'مدينة زايد', lat: 23.68, lng: 53.7 },
  { region: 'ae-dubai', en: 'Dubai', ar: 'دبي', lat: 25.2048, lng: 55.2708 },
  { region: 'ae-dubai', en: 'Jebel Ali', ar: 'جبل علي', lat: 25.0118, lng: 55.1128 },
  { region: 'ae-dubai', en: 'Hatta', ar: 'حتا', lat: 24.8, lng: 56.12 },
  { region: 'ae-sharjah', en: 'Sharjah', ar: 'الشارقة', lat: 25.3463, lng: 55.4209 },
  { region: 'ae-sharjah', en: 'Khor Fakkan', ar: 'خورفكان', lat: 25.3392, lng: 56.3567 },
  { region: 'ae-ajman', en: 'Ajman', ar: 'عجمان', lat: 25.4052, lng: 55.5136 },
  { region: 'ae-uaq', en: 'Umm Al Quwain', ar: 'أم القيوين', lat: 25.5647, lng: 55.5552 },
  { region: 'ae-rak', en: 'Ras Al Khaimah', ar: 'رأس الخيمة', lat: 25.7895, lng: 55.9432 },
  { region: 'ae-fujairah', en: 'Fujairah', ar: 'الفجيرة', lat: 25.1288, lng: 56.3265 },
  { region: 'ae-fujairah', en: 'Dibba Al-Fujairah', ar: 'دبا الفجيرة', lat: 25.59, lng: 56.26 },

  // Bahrain: the four governorates.
  { region: 'bh-capital', en: 'Manama', ar: 'المنامة', lat: 26.2285, lng: 50.586 },
  { region: 'bh-muharraq', en: 'Muharraq', ar: 'المحرق', lat: 26.2572, lng: 50.6119 },
  { region: 'bh-northern', en: 'Budaiya', ar: 'البديع', lat: 26.2167, lng: 50.45 },
  { region: 'bh-northern', en: 'Hamad Town', ar: 'مدينة حمد', lat: 26.1153, lng: 50.5069 },
  { region: 'bh-southern', en: 'Riffa', ar: 'الرفاع', lat: 26.13, lng: 50.555 },
  { region: 'bh-southern', en: 'Isa Town', ar: 'مدينة عيسى', lat: 26.1736, lng: 50.5478 },
  { region: 'bh-southern', en: 'Zallaq', ar: 'الزلاق', lat: 26.05, lng: 50.48 },

  // Qatar: the eight municipalities.
  { region: 'qa-doha', en: 'Doha', ar: 'الدوحة', lat: 25.2854, lng: 51.531 },
  { region: 'qa-rayyan', en: 'Al Rayyan', ar: 'الريان', lat: 25.2919, lng: 51.4244 },
  { region: 'qa-wakrah', en: 'Al Wakrah', ar: 'الوكرة', lat: 25.1659, lng: 51.5976 },
  { region: 'qa-wakrah', en: 'Mesaieed', ar: 'مسيعيد', lat: 24.99, lng: 51.55 },
  { region: 'qa-khor', en: 'Al Khor', ar: 'الخور', lat: 25.6839, lng: 51.5058 },
  { region: 'qa-shamal', en: 'Madinat ash Shamal', ar: 'مدينة الشمال', lat: 26.1293, lng: 51.2009 },
  { region: 'qa-ummsalal', en: 'Umm Salal', ar: 'أم صلال', lat: 25.4152, lng: 51.4065 },
  { region: 'qa-daayen', en: 'Lusail', ar: 'لوسيل', lat: 25.42, lng: 51.49 },
  { region: 'qa-shahaniya', en: 'Al Shahaniya', ar: 'الشحانية', lat: 25.37, lng: 51.2 },
  { region: 'qa-shahaniya', en: 'Dukhan', ar: 'دخان', lat: 25.4256, lng: 50.7828 },

  // Oman: the eleven governorates.
  { region: 'om-muscat', en: 'Muscat', ar: 'مسقط', lat: 23.588, lng: 58.3829 },
  { region: 'om-muscat', en: 'Seeb', ar: 'السيب', lat: 23.67, lng: 58.19 },
  { region: 'om-dhofar', en: 'Salalah', ar: 'صلالة', lat: 17.0151, lng: 54.0924 },
  { region: 'om-musandam', en: 'Khasab', ar: 'خصب', lat: 26.18, lng: 56.25 },
  { region: 'om-buraimi', en: 'Al Buraimi', ar: 'البريمي', lat: 24.25, lng: 55.79 },
  { region: 'om-dakhiliyah', en: 'Nizwa', ar: 'نزوى', lat: 22.9333, lng: 57.5333 },
  { region: 'om-northbatinah', en: 'Sohar', ar: 'صحار', lat: 24.3461, lng: 56.7075 },
  { region: 'om-southbatinah', en: 'Rustaq', ar: 'الرستاق', lat: 23.39, lng: 57.42 },
  { region: 'om-southbatinah', en: 'Barka', ar: 'بركاء', lat: 23.68, lng: 57.89 },
  { region: 'om-southsharqiyah', en: 'Sur', ar: 'صور', lat: 22.5667, lng: 59.5289 },
  { region: 'om-northsharqiyah', en: 'Ibra', ar: 'إبراء', lat: 22.69, lng: 58.53 },
  { region: 'om-dhahirah', en: 'Ibri', ar: 'عبري', lat: 23.2257, lng: 56.517 },
  { region: 'om-wusta', en: 'Haima', ar: 'هيماء', lat: 19.96, lng: 56.28 },
  { region: 'om-wusta', en: 'Duqm', ar: 'الدقم', lat: 19.66, lng: 57.7 },
];
