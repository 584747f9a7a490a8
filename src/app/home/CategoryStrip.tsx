import type { CategoryDoc } from '../../contract';
import { CATEGORY_STRIP_PAGE } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { categoryLabel } from '../shared/displayNames';
import { SafeImage } from '../shared/SafeImage';
import { ShopLink } from '../shared/ShopLink';
import { categoryProductsPath } from '../shared/shopPaths';
import { useLanguage } from '../shared/useLanguage';
import { PagedRow } from './PagedRow';
import './CategoryStrip.css';

const ICON_SIZE = 96;

/** SPEC §2 Home: round category shortcuts; arrows step 6 at a time (SPEC §4); each opens its product list. */
export function CategoryStrip({ categories }: { categories: CategoryDoc[] }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const headingId = 'home-categories-heading';

  return (
    <section className="home-section category-strip" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__title">
        {t('home.categories')}
      </h2>
      <PagedRow
        label={t('home.categories')}
        pageSize={CATEGORY_STRIP_PAGE}
        items={categories.map((category) => ({
          key: category.id,
          content: (
            <ShopLink className="category-strip__link" to={categoryProductsPath(category.categoryId)}>
              <SafeImage
                className="category-strip__image"
                src={category.image}
                alt=""
                width={ICON_SIZE}
                height={ICON_SIZE}
              />
              <span className="category-strip__name">{categoryLabel(category, lang)}</span>
            </ShopLink>
          ),
        }))}
      />
    </section>
  );
}
