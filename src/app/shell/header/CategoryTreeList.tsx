import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { categoryLabel } from '../../shared/displayNames';
import { Icon } from '../../shared/Icon';
import { ShopLink } from '../../shared/ShopLink';
import { categoryProductsPath } from '../../shared/shopPaths';
import { useLanguage } from '../../shared/useLanguage';
import type { CategoryNode } from './useCategoryTree';

interface CategoryTreeListProps {
  nodes: CategoryNode[];
  onNavigate: () => void;
}

/** The drawer's collapsible category tree (SPEC §2, §4): a row's button expands and collapses its children. */
export function CategoryTreeList({ nodes, onNavigate }: CategoryTreeListProps) {
  return (
    <ul className="category-tree">
      {nodes.map((node) => (
        <CategoryTreeRow key={node.category.id} node={node} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function CategoryTreeRow({ node, onNavigate }: { node: CategoryNode; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const name = categoryLabel(node.category, lang);

  return (
    <li className="category-tree__item">
      <div className="category-tree__row">
        <ShopLink
          className="category-tree__link"
          to={categoryProductsPath(node.category.categoryId)}
          onClick={onNavigate}
        >
          {name}
        </ShopLink>
        {node.children.length > 0 && (
          <button
            type="button"
            className="category-tree__toggle"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={t('nav.showSubcategories', { name })}
            onClick={() => setExpanded((value) => !value)}
          >
            <Icon name="chevronDown" size={20} />
          </button>
        )}
      </div>
      {node.children.length > 0 && (
        <div id={childrenId} hidden={!expanded}>
          <CategoryTreeList nodes={node.children} onNavigate={onNavigate} />
        </div>
      )}
    </li>
  );
}
