/**
 * The values of one variant attribute as a shop's filter lays them out: grouped by kind, each group in its natural
 * order. The ERP names every kind of size "Size" alike, so one list may hold letter sizes (S–XXL), numbered sizes
 * (a dishdasha's 52–62 beside a shoe's 39–45), children's ages (2-3Y) and codes (a tyre's 205/55 R16); the kind is
 * read from the value's shape.
 */
import type { Language } from '../shared/language';

type Kind = 'letter' | 'number' | 'age' | 'measure' | 'text';

interface Shape {
  kind: Kind;
  /** What a measure measures (storage, volume…): measures of one family share a group. */
  family: string;
  /** Where the value sorts within its kind; text sorts by its name instead. */
  rank: number;
}

/** Units a measured value may carry, as a multiple of its family's smallest common unit. */
const UNITS: Record<string, { family: string; factor: number }> = {
  mb: { family: 'storage', factor: 1 },
  gb: { family: 'storage', factor: 1024 },
  tb: { family: 'storage', factor: 1024 ** 2 },
  ml: { family: 'volume', factor: 1 },
  cl: { family: 'volume', factor: 10 },
  l: { family: 'volume', factor: 1000 },
  mg: { family: 'weight', factor: 1 },
  g: { family: 'weight', factor: 1000 },
  kg: { family: 'weight', factor: 1000 ** 2 },
  mm: { family: 'length', factor: 1 },
  cm: { family: 'length', factor: 10 },
  m: { family: 'length', factor: 1000 },
  in: { family: 'length', factor: 25.4 },
  inch: { family: 'length', factor: 25.4 },
};

const NUMBER = /^\d+(?:[.,]\d+)?$/;
/** S and L with any number of Xs (XS, XXL), or that number written as a digit (2XL, 3XS). */
const LETTER = /^(?:([2-9])X|(X*))([SL])$/;
const AGE = /^(\d+)(?:\s*[-–]\s*\d+)?\s*(Y|YRS?|YEARS?|M|MOS?|MONTHS?)$/;
const MEASURE = /^(\d+(?:[.,]\d+)?)\s*([A-Z]+)$/;

const numberIn = (text: string) => Number(text.replace(',', '.'));

function shapeOf(value: string): Shape {
  const text = value.trim().toUpperCase();
  if (NUMBER.test(text)) return { kind: 'number', family: '', rank: numberIn(text) };
  if (text === 'M') return { kind: 'letter', family: '', rank: 0 };
  const letter = LETTER.exec(text);
  if (letter) {
    const xs = letter[1] ? Number(letter[1]) : (letter[2] ?? '').length;
    return { kind: 'letter', family: '', rank: (letter[3] === 'S' ? -1 : 1) * (1 + xs) };
  }
  const age = AGE.exec(text);
  if (age) {
    const inYears = (age[2] ?? '').startsWith('Y');
    return { kind: 'age', family: '', rank: Number(age[1]) * (inYears ? 12 : 1) };
  }
  const measure = MEASURE.exec(text);
  const unit = measure ? UNITS[(measure[2] ?? '').toLowerCase()] : undefined;
  if (measure && unit)
    return { kind: 'measure', family: unit.family, rank: numberIn(measure[1] ?? '') * unit.factor };
  return { kind: 'text', family: '', rank: 0 };
}

const KIND_ORDER: readonly Kind[] = ['letter', 'number', 'age', 'measure', 'text'];

const collators = {
  ar: new Intl.Collator('ar', { sensitivity: 'base', numeric: true }),
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
};

interface Run {
  low: number;
  high: number;
}

type Shaped<T> = { item: T; shape: Shape };

/** The smallest difference between neighbouring values: a run's size step (a shoe's 1, a dishdasha's 2). */
function stepOf(values: readonly number[]): number | null {
  let step: number | null = null;
  for (let i = 1; i < values.length; i++)
    step = Math.min(step ?? Number.POSITIVE_INFINITY, (values[i] as number) - (values[i - 1] as number));
  return step;
}

/**
 * Numbered sizes fall into runs: the sizes one product offers span a run, and runs that overlap or lie one size
 * step apart are one run (an abaya's 50–60 and a dishdasha's 52–62; a shoe offered in 39–42 and one in 43–45),
 * while a shoe's 39–45 and a dishdasha's 52–62 are two. Sizes no product offers beside another go together.
 */
function numberRuns(ranks: readonly number[], offeredTogether: readonly (readonly number[])[]): Run[] {
  const spans: Run[] = ranks.map((rank) => ({ low: rank, high: rank }));
  for (const offered of offeredTogether)
    if (offered.length > 1) spans.push({ low: Math.min(...offered), high: Math.max(...offered) });
  spans.sort((a, b) => a.low - b.low);
  const overlapping: Run[] = [];
  for (const span of spans) {
    const last = overlapping.at(-1);
    if (last && span.low <= last.high) last.high = Math.max(last.high, span.high);
    else overlapping.push({ ...span });
  }
  const distinct = [...new Set(ranks)].sort((a, b) => a - b);
  const valuesIn = (run: Run) => distinct.filter((rank) => rank >= run.low && rank <= run.high);
  // A lone run holds sizes no product offers beside another: it has no step of its own.
  const stepIn = (run: Run & { lone: boolean }) => (run.lone ? null : stepOf(valuesIn(run)));
  const runs: (Run & { lone: boolean })[] = [];
  for (const span of overlapping) {
    const run = { ...span, lone: valuesIn(span).length === 1 };
    const last = runs.at(-1);
    const step = last ? Math.max(stepIn(last) ?? -1, stepIn(run) ?? -1) : -1;
    if (last && ((last.lone && run.lone) || run.low - last.high <= step)) {
      last.high = run.high;
      last.lone &&= run.lone;
    } else runs.push(run);
  }
  return runs;
}

/**
 * `values` of one attribute grouped by kind (letter sizes, numbered runs, ages, each measured family, the rest), the
 * groups in that order and each in its natural order: XS < S < M < L < XL < XXL < 3XL, numbers by size, ages by
 * age, measures by amount across units (512 GB < 1 TB), the rest by name in the shopper's language.
 * `offeredTogether` holds, for each product, the values of this attribute it offers.
 */
export function groupOptionValues<T extends { value: string; valueAr: string | null }>(
  values: readonly T[],
  offeredTogether: readonly (readonly string[])[],
  lang: Language,
): T[][] {
  const shaped: Shaped<T>[] = values.map((item) => ({ item, shape: shapeOf(item.value) }));
  const name = (item: T) => (lang === 'ar' ? (item.valueAr ?? item.value) : item.value);
  const collator = collators[lang];
  const byRank = (a: Shaped<T>, b: Shaped<T>) =>
    a.shape.kind === 'text'
      ? collator.compare(name(a.item), name(b.item))
      : a.shape.rank - b.shape.rank || collator.compare(a.item.value, b.item.value);

  const rankOf = new Map(shaped.map(({ item, shape }) => [item.value, shape]));
  const numberRanks = shaped.filter(({ shape }) => shape.kind === 'number').map(({ shape }) => shape.rank);
  const runs = numberRuns(
    numberRanks,
    offeredTogether.map((offered) =>
      offered.flatMap((value) => {
        const shape = rankOf.get(value);
        return shape?.kind === 'number' ? [shape.rank] : [];
      }),
    ),
  );
  const groupKey = ({ shape }: Shaped<T>) => {
    if (shape.kind === 'number')
      return `number:${runs.findIndex((run) => shape.rank >= run.low && shape.rank <= run.high)}`;
    if (shape.kind === 'measure') return `measure:${shape.family}`;
    return shape.kind;
  };

  const groups = new Map<string, Shaped<T>[]>();
  for (const entry of shaped) {
    const key = groupKey(entry);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const ordered = [...groups.values()].map((group) => group.sort(byRank));
  const first = (group: Shaped<T>[]) => (group[0] as Shaped<T>).shape;
  ordered.sort(
    (a, b) =>
      KIND_ORDER.indexOf(first(a).kind) - KIND_ORDER.indexOf(first(b).kind) ||
      first(a).family.localeCompare(first(b).family) ||
      first(a).rank - first(b).rank,
  );
  return ordered.map((group) => group.map(({ item }) => item));
}
