/** An English and an Arabic text, in that order. */
export type Bilingual = readonly [en: string, ar: string];
