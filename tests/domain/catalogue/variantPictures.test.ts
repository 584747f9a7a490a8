import { describe, expect, it } from 'vitest';
import { variantPictures } from '../../../src/domain';
import { attrs, variant, variantSystem } from '../factories';

const front = '/media/abaya-front.webp';
const navy = variant({ id: 1, attributes_array: attrs({ Color: 'Navy' }), main_image: '/media/navy.webp' });
const brown = variant({
  id: 2,
  attributes_array: attrs({ Color: 'Brown' }),
  main_image: '/media/brown.webp',
});
const abaya = variantSystem({ Color: ['Navy', 'Brown'] }, [navy, brown]);
const pictures = [front, '/media/navy.webp', '/media/brown.webp'];

describe('the pictures of the chosen variant (SPEC §4 Variants: the gallery follows the variant)', () => {
  it("starts with the variant's picture and leaves out the pictures of its other variants", () => {
    expect(variantPictures(pictures, abaya, navy)).toEqual(['/media/navy.webp', front]);
    expect(variantPictures(pictures, abaya, brown)).toEqual(['/media/brown.webp', front]);
  });

  it("shows every picture of the variant the backend lists, in the backend's order", () => {
    const navyViews = variant({
      id: 1,
      main_image: '/media/navy-1.webp',
      images: ['/media/navy-1.webp', '/media/navy-2.webp'],
    });
    const brownViews = variant({ id: 2, main_image: '/media/brown-1.webp', images: ['/media/brown-1.webp'] });
    const system = variantSystem({ Color: ['Navy', 'Brown'] }, [navyViews, brownViews]);
    const all = ['/media/navy-1.webp', '/media/navy-2.webp', '/media/brown-1.webp'];
    expect(variantPictures(all, system, navyViews)).toEqual(['/media/navy-1.webp', '/media/navy-2.webp']);
    expect(variantPictures(all, system, brownViews)).toEqual(['/media/brown-1.webp']);
  });

  it("adds a variant's picture the product's own list lacks", () => {
    expect(variantPictures([front], abaya, navy)).toEqual(['/media/navy.webp', front]);
  });

  it('falls back to featured_image', () => {
    const featured = variant({ featured_image: '/media/f.webp' });
    expect(variantPictures([front], variantSystem({}, [featured]), featured)).toEqual([
      '/media/f.webp',
      front,
    ]);
  });

  it('keeps the product pictures for a fetch-product-image URL', () => {
    const proxied = variant({ main_image: 'https://erp.example/api/odoo/fetch-product-image/12' });
    expect(variantPictures(pictures, variantSystem({}, [proxied, brown]), proxied)).toEqual(pictures);
  });

  it('keeps the product pictures without a chosen variant or a picture of its own', () => {
    expect(variantPictures(pictures, abaya, null)).toEqual(pictures);
    expect(variantPictures(pictures, abaya, variant())).toEqual(pictures);
  });

  it('keeps every picture when all sizes share the product picture', () => {
    const small = variant({ id: 1, attributes_array: attrs({ Size: 'S' }), main_image: front });
    const large = variant({ id: 2, attributes_array: attrs({ Size: 'L' }), main_image: front });
    const views = [front, '/media/side.webp'];
    expect(variantPictures(views, variantSystem({ Size: ['S', 'L'] }, [small, large]), large)).toEqual(views);
  });
});
