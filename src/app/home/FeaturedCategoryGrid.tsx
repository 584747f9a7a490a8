import type { CategoryDoc } from '../../contract';
import { useTranslation } from '../i18n/translation';
import { categoryLabel } from '../shared/displayNames';
import { SafeImage } from '../shared/SafeImage';
import { ShopLink } from '../shared/ShopLink';
import { categoryProductsPath } from '../shared/shopPaths';
import { useLanguage } from '../shared/useLanguage';
import './FeaturedCategoryGrid.css';

const TILE_SIZE = 400;
/** The tiles of the first rows are the largest paint on a phone's home: they load at once, not when scrolled to. */
const FIRST_ROWS_TILES = 4;

/** SPEC §2 Home: the featured-category grid; each tile opens the category's product list. */
export function FeaturedCategoryGrid({ categories }: { categories: CategoryDoc[] }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const headingId = 'home-featured-heading';

  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__title">
        {t('home.featured')}
      </h2>
      <ul className="featured-grid">
        {categories.map((category, index) => (
          <li key={category.id}>
            <ShopLink className="featured-grid__tile" to={categoryProductsPath(category.categoryId)}>
              <SafeImage
                className="featured-grid__image"
                src={category.image}
                alt=""
                width={TILE_SIZE}
                height={TILE_SIZE}
                eager={index < FIRST_ROWS_TILES}
              />
              <span className="featured-grid__name">{categoryLabel(category, lang)}</span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
