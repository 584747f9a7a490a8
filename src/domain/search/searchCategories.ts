/**
 * The category tree as the search index reads it (SPEC §2 Search): a typed word that names a category finds that
 * category's products and its subcategories' (اكسسوارات finds the phone, fashion and car accessories; عبايات the
 * abayas). Each category's Arabic and English names are folded (searchText.ts) into words, the words' forms without
 * the article, and their stems (wordStem.ts). A shop has tens of categories, so a word is looked up by reading them
 * all.
 */
import { foldSearchText, splitWords, wordForms } from './searchText';
import { stemKey } from './wordStem';

/** What the index needs of a category: the stored row's fields. */
export interface SearchableCategory {
  categoryId: number;
  parentId: number | null;
  name: string;
  nameEn: string;
}

interface Row {
  category: SearchableCategory;
  /** The names' folded words, and each one's form without its article. */
  words: string[];
  keys: Set<string>;
}

/** A typed word this short finds a category by a whole word or its stem only, never by a word's start. */
const MIN_START_LENGTH = 2;

export class CategoryTable {
  private readonly rows = new Map<number, Row>();
  private children: Map<number, number[]> | null = null;

  /** Adds or replaces a category; false when it held it as it is. */
  put(category: SearchableCategory): boolean {
    const previous = this.rows.get(category.categoryId)?.category;
    if (
      previous &&
      previous.parentId === category.parentId &&
      previous.name === category.name &&
      previous.nameEn === category.nameEn
    )
      return false;
    const folded = splitWords(`${foldSearchText(category.name)} ${foldSearchText(category.nameEn)}`);
    const words = [...new Set(folded.flatMap(wordForms))];
    this.rows.set(category.categoryId, {
      category: { ...category },
      words,
      keys: new Set(folded.map(stemKey)),
    });
    this.children = null;
    return true;
  }

  remove(categoryId: number): boolean {
    this.children = null;
    return this.rows.delete(categoryId);
  }

  clear(): void {
    this.rows.clear();
    this.children = null;
  }

  get(categoryId: number): SearchableCategory | undefined {
    return this.rows.get(categoryId)?.category;
  }

  /**
   * The categories a typed word names: one of their words starts with one of `forms` (the typed word and its form
   * without the article), or has the word's stem.
   */
  named(forms: readonly string[], key: string): number[] {
    const starts = forms.filter((form) => form.length >= MIN_START_LENGTH);
    const found: number[] = [];
    for (const [id, row] of this.rows)
      if (row.keys.has(key) || row.words.some((word) => starts.some((form) => word.startsWith(form))))
        found.push(id);
    return found;
  }

  /** The categories with a word of this stem. */
  withStem(key: string): number[] {
    const found: number[] = [];
    for (const [id, row] of this.rows) if (row.keys.has(key)) found.push(id);
    return found;
  }

  /** The categories and every category under them. */
  withDescendants(ids: Iterable<number>): Set<number> {
    if (!this.children) {
      this.children = new Map();
      for (const [id, { category }] of this.rows) {
        if (category.parentId === null) continue;
        const siblings = this.children.get(category.parentId);
        if (siblings) siblings.push(id);
        else this.children.set(category.parentId, [id]);
      }
    }
    const found = new Set<number>();
    const visit = (id: number) => {
      if (found.has(id)) return;
      found.add(id);
      for (const child of this.children?.get(id) ?? []) visit(child);
    };
    for (const id of ids) visit(id);
    return found;
  }

  /** Each category's id and the folded words of its names. */
  *wordsById(): Iterable<[number, readonly string[]]> {
    for (const [id, row] of this.rows) yield [id, row.words];
  }
}
