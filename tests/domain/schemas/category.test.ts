import { describe, expect, it } from 'vitest';
import { CategorySchema } from '../../../src/domain';

describe('Category schema (SPEC §3 Category, docs/API.md)', () => {
  it('parses a recursive tree under sub and childrens', () => {
    const parsed = CategorySchema.parse({
      id: 1,
      name: 'أزياء',
      name_en: 'Fashion',
      image: null,
      level: 1,
      parent_id: null,
      total_products: 12,
      sub: [{ id: 2, name: 'رجال', name_en: 'Men', level: 2, sub: [{ id: 3, name: 'قمصان', level: 3 }] }],
      childrens: [{ id: 2, name: 'رجال', childrens: [] }],
    });
    expect(parsed.sub?.[0]?.sub?.[0]?.id).toBe(3);
    expect(parsed.childrens?.[0]?.name).toBe('رجال');
  });

  it('accepts numeric strings and fills missing optional fields', () => {
    expect(CategorySchema.parse({ id: '4', name: 'كتب', total_products: '7' })).toEqual({
      id: 4,
      name: 'كتب',
      name_en: null,
      image: null,
      level: null,
      parent_id: null,
      total_products: 7,
    });
  });

  it('rejects a category without a name or with children that are not a list', () => {
    expect(CategorySchema.safeParse({ id: 1 }).success).toBe(false);
    expect(CategorySchema.safeParse({ id: 1, name: 'x', sub: { id: 2 } }).success).toBe(false);
  });
});
