import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '../i18n/translation';
import { categoryLabel } from '../shared/displayNames';
import { EmptyState } from '../shared/EmptyState';
import { Icon } from '../shared/Icon';
import { SafeImage } from '../shared/SafeImage';
import { ShopLink } from '../shared/ShopLink';
import { categoriesPath, categoryProductsPath, wholeCategoryPath } from '../shared/shopPaths';
import { useLanguage } from '../shared/useLanguage';
import type { CategoryNode } from '../shell/header/useCategoryTree';
import { SyncNotice } from '../shell/SyncNotice';
import { useCategories } from './useCategories';
import './CategoriesScreen.css';

const ROW_IMAGE = 160;
const TILE_IMAGE = 120;

/**
 * SPEC §2 Categories page: alternating image/title rows; a row expands into its subcategories as tiles with their
 * product totals, and a tile opens its product list. A first tile, View all, opens every product of the row's
 * category (SPEC is silent on it; a shop offers it). `/categories/{id}` opens with that row expanded, and
 * expanding a row puts its id in the address so Back and a shared link keep it.
 */
export function CategoriesScreen() {
  const { t } = useTranslation();
  const { categoryId } = useParams();
  const navigate = useNavigate();
  const { lang } = useLanguage();
  const { tree, ready, syncStatus, refreshing, refresh } = useCategories();
  const [collapsed, setCollapsed] = useState(false);
  const expandedId = categoryId && !collapsed ? Number(categoryId) : null;

  const toggle = (node: CategoryNode) => {
    if (expandedId === node.category.categoryId) {
      setCollapsed(true);
      return;
    }
    setCollapsed(false);
    navigate(categoriesPath(node.category.categoryId, node.category.nameEn || node.category.name), {
      replace: true,
    });
  };

  const loading = !ready || (tree.length === 0 && refreshing);

  return (
    <div className="categories-page">
      <h1 className="page-title">{t('categories.title')}</h1>
      <SyncNotice error={syncStatus?.error ?? null} />
      {loading ? (
        <p role="status">{t('common.loading')}</p>
      ) : tree.length === 0 ? (
        <EmptyState icon="grid" title={t('categories.empty')}>
          <button type="button" className="button" onClick={refresh}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : (
        <ul className="category-rows">
          {tree.map((node, index) => (
            <CategoryRow
              key={node.category.id}
              node={node}
              reversed={index % 2 === 1}
              expanded={expandedId === node.category.categoryId}
              onToggle={() => toggle(node)}
              lang={lang}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function CategoryRow({
  node,
  reversed,
  expanded,
  onToggle,
  lang,
}: {
  node: CategoryNode;
  reversed: boolean;
  expanded: boolean;
  onToggle: () => void;
  lang: 'ar' | 'en';
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const name = categoryLabel(node.category, lang);
  return (
    <li className="category-row-item">
      <button
        type="button"
        className={reversed ? 'category-row is-reversed' : 'category-row'}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <SafeImage
          className="category-row__image"
          src={node.category.image}
          alt=""
          width={ROW_IMAGE}
          height={ROW_IMAGE}
        />
        <span className="category-row__name">{name}</span>
        <Icon name="chevronDown" />
      </button>
      <div id={panelId} className="category-row__panel" hidden={!expanded}>
        {expanded &&
          (node.children.length === 0 ? (
            <EmptyState icon="grid" title={t('categories.noSubcategories')}>
              <ShopLink className="button" to={categoryProductsPath(node.category.categoryId)}>
                {t('categories.viewProducts', { name })}
              </ShopLink>
            </EmptyState>
          ) : (
            <ul className="category-tiles" aria-label={t('categories.subcategoriesOf', { name })}>
              <CategoryTile
                to={wholeCategoryPath(node.category.categoryId)}
                category={node.category}
                name={t('categories.viewAll', { name })}
              />
              {node.children.map((child) => (
                <CategoryTile
                  key={child.category.id}
                  to={categoryProductsPath(child.category.categoryId)}
                  category={child.category}
                  name={categoryLabel(child.category, lang)}
                />
              ))}
            </ul>
          ))}
      </div>
    </li>
  );
}

/** A tile of a category's panel: its picture, its name and how many products it holds. */
function CategoryTile({
  to,
  category,
  name,
}: {
  to: string;
  category: CategoryNode['category'];
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <ShopLink className="category-tile" to={to}>
        <SafeImage
          className="category-tile__image"
          src={category.image}
          alt=""
          width={TILE_IMAGE}
          height={TILE_IMAGE}
        />
        <span className="category-tile__name">{name}</span>
        <span className="category-tile__count">
          {t('categories.productCount', { count: category.totalProducts })}
        </span>
      </ShopLink>
    </li>
  );
}
