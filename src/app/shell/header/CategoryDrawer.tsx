import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../shared/Icon';
import { useModalDialog } from '../../shared/useModalDialog';
import { CategoryTreeList } from './CategoryTreeList';
import type { CategoryNode } from './useCategoryTree';
import './CategoryDrawer.css';

interface CategoryDrawerProps {
  open: boolean;
  onClose: () => void;
  tree: CategoryNode[];
}

/**
 * The side drawer the home menu button opens (SPEC §2): Home and the category tree. A modal <dialog> keeps the
 * page behind it inert; focus moves to the close button on opening, Escape or a tap outside closes it, and focus
 * goes back to whatever opened it.
 */
export function CategoryDrawer({ open, onClose, tree }: CategoryDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog(open, closeRef);

  return (
    <dialog
      ref={dialogRef}
      className="drawer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="drawer__panel">
        <div className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {t('nav.menu')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="header-button"
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav className="drawer__nav" aria-label={t('nav.mainNavigation')}>
          <Link className="drawer__home" to="/" onClick={onClose}>
            <Icon name="home" />
            {t('nav.home')}
          </Link>
          <h3 className="drawer__section-title">{t('nav.categories')}</h3>
          <CategoryTreeList nodes={tree} onNavigate={onClose} />
        </nav>
      </div>
    </dialog>
  );
}
