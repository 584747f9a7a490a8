import { type KeyboardEvent, type MouseEvent, memo, useState } from 'react';
import { NAV_CATEGORY_COUNT } from '../../../domain';
import { useTranslation } from '../../i18n/translation';
import { categoryLabel } from '../../shared/displayNames';
import { ShopLink } from '../../shared/ShopLink';
import { categoryProductsPath } from '../../shared/shopPaths';
import { useLanguage } from '../../shared/useLanguage';
import type { CategoryNode } from './useCategoryTree';
import './CategoryNavBar.css';

/** One entry of the bar: its link, and the panel's columns, each a heading link over its own links. */
interface NavEntry {
  id: string;
  label: string;
  to: string;
  columns: CategoryNode[];
}

/**
 * The desktop nav bar (SPEC §2): the first 8 categories, each opening a panel of its subcategories and their
 * sub-subcategories; when the shop has more, a last "More" entry (to the full category list) opens a panel of the
 * rest with their subcategories, so no category is out of reach. A panel opens on hover and when focus enters
 * the item (CSS), so the keyboard reaches every link. A choice folds it away, focus going back to the top link, and
 * it stays folded until the pointer comes back or focus leaves the item: a link pressed with the mouse keeps focus,
 * which held the panel open over the page it had just opened. Escape folds it away too, focus on the top link.
 */
export const CategoryNavBar = memo(function CategoryNavBar({ tree }: { tree: CategoryNode[] }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [dismissed, setDismissed] = useState<string | null>(null);

  const entries: NavEntry[] = tree.slice(0, NAV_CATEGORY_COUNT).map(({ category, children }) => ({
    id: category.id,
    label: categoryLabel(category, lang),
    to: categoryProductsPath(category.categoryId),
    columns: children,
  }));
  const rest = tree.slice(NAV_CATEGORY_COUNT);
  if (rest.length > 0) entries.push({ id: 'more', label: t('nav.more'), to: '/categories', columns: rest });

  const fold = (item: HTMLLIElement, id: string) => {
    setDismissed(id);
    item.querySelector<HTMLAnchorElement>('.category-nav__top')?.focus();
  };

  const onClick = (event: MouseEvent<HTMLLIElement>, id: string) => {
    if ((event.target as Element).closest('a')) fold(event.currentTarget, id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    if (event.key === 'Escape') fold(event.currentTarget, id);
  };

  return (
    <nav className="category-nav" aria-label={t('nav.shopByCategory')}>
      <ul className="category-nav__list">
        {entries.map(({ id, label, to, columns }) => (
          <li
            key={id}
            className={dismissed === id ? 'category-nav__item is-dismissed' : 'category-nav__item'}
            onClick={(event) => onClick(event, id)}
            onKeyDown={(event) => onKeyDown(event, id)}
            onMouseEnter={() => setDismissed((current) => (current === id ? null : current))}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                setDismissed((current) => (current === id ? null : current));
            }}
          >
            <ShopLink className="category-nav__top" to={to}>
              {label}
            </ShopLink>
            {columns.length > 0 && (
              <div className="category-nav__panel">
                <ul className="category-nav__columns">
                  {columns.map((column) => (
                    <li key={column.category.id} className="category-nav__column">
                      <ShopLink
                        className="category-nav__sub"
                        to={categoryProductsPath(column.category.categoryId)}
                      >
                        {categoryLabel(column.category, lang)}
                      </ShopLink>
                      {column.children.length > 0 && (
                        <ul className="category-nav__leaves">
                          {column.children.map((leaf) => (
                            <li key={leaf.category.id}>
                              <ShopLink
                                className="category-nav__leaf"
                                to={categoryProductsPath(leaf.category.categoryId)}
                              >
                                {categoryLabel(leaf.category, lang)}
                              </ShopLink>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
