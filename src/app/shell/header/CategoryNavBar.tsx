import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAV_CATEGORY_COUNT } from '../../../domain';
import { categoryLabel } from '../../shared/displayNames';
import { categoryProductsPath } from '../../shared/shopPaths';
import { useLanguage } from '../../shared/useLanguage';
import type { CategoryNode } from './useCategoryTree';
import './CategoryNavBar.css';

/**
 * The desktop nav bar (SPEC §2): the first 8 categories, each opening a panel of its subcategories and their
 * sub-subcategories. The panel opens on hover and when focus enters the item (CSS), so the keyboard reaches
 * every link; Escape folds it away and returns focus to the top link.
 */
export function CategoryNavBar({ tree }: { tree: CategoryNode[] }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [dismissed, setDismissed] = useState<string | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    if (event.key !== 'Escape') return;
    setDismissed(id);
    event.currentTarget.querySelector<HTMLAnchorElement>('.category-nav__top')?.focus();
  };

  return (
    <nav className="category-nav" aria-label={t('nav.shopByCategory')}>
      <ul className="category-nav__list">
        {tree.slice(0, NAV_CATEGORY_COUNT).map(({ category, children }) => (
          <li
            key={category.id}
            className={dismissed === category.id ? 'category-nav__item is-dismissed' : 'category-nav__item'}
            onKeyDown={(event) => onKeyDown(event, category.id)}
            onMouseLeave={() => setDismissed(null)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(null);
            }}
          >
            <Link className="category-nav__top" to={categoryProductsPath(category.categoryId)}>
              {categoryLabel(category, lang)}
            </Link>
            {children.length > 0 && (
              <div className="category-nav__panel">
                <ul className="category-nav__columns">
                  {children.map((child) => (
                    <li key={child.category.id} className="category-nav__column">
                      <Link
                        className="category-nav__sub"
                        to={categoryProductsPath(child.category.categoryId)}
                      >
                        {categoryLabel(child.category, lang)}
                      </Link>
                      {child.children.length > 0 && (
                        <ul className="category-nav__leaves">
                          {child.children.map((leaf) => (
                            <li key={leaf.category.id}>
                              <Link
                                className="category-nav__leaf"
                                to={categoryProductsPath(leaf.category.categoryId)}
                              >
                                {categoryLabel(leaf.category, lang)}
                              </Link>
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
}
