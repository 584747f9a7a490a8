import { type CSSProperties, type ReactNode, useId, useRef, useState } from 'react';
import { pageStep } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { useLanguage } from '../shared/useLanguage';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './PagedRow.css';

export interface PagedRowItem {
  key: string;
  content: ReactNode;
}

interface PagedRowProps {
  /** Names the list for screen readers, e.g. the category a carousel belongs to. */
  label: string;
  items: PagedRowItem[];
  /** SPEC §9: 6 for the category strip, 5 for a product carousel. */
  pageSize: number;
  className?: string;
}

/**
 * A horizontal row that phones swipe natively and that desktop pages with arrows, `pageSize` items per step
 * (SPEC §4). The row scrolls the item at the new start into view, which follows the reading direction by itself.
 */
export function PagedRow({ label, items, pageSize, className }: PagedRowProps) {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const listId = useId();
  const [start, setStart] = useState(0);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const total = items.length;

  const go = (direction: 'next' | 'prev') => {
    const target = pageStep(start, total, pageSize, direction);
    if (target === start) return;
    setStart(target);
    itemRefs.current[target]?.scrollIntoView({
      behavior: reducedMotion ? 'auto' : 'smooth',
      block: 'nearest',
      inline: 'start',
    });
  };

  // A shopper who swipes the row by hand moves the page too: the arrows continue from the first visible item.
  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    const edge = (rect: DOMRect) => (dir === 'rtl' ? rect.right : rect.left);
    const listEdge = edge(list.getBoundingClientRect());
    let nearest = 0;
    let best = Number.POSITIVE_INFINITY;
    itemRefs.current.forEach((item, i) => {
      const distance = item ? Math.abs(edge(item.getBoundingClientRect()) - listEdge) : best;
      if (distance < best) {
        best = distance;
        nearest = i;
      }
    });
    setStart(nearest);
  };

  const pageable = total > pageSize;
  // An arrow at the row's end is marked unavailable rather than disabled: a disabled button drops the focus it has,
  // and the Next a keyboard has just pressed to the last page, or reached as the row scrolled there, would leave
  // the shopper nowhere.
  const atStart = pageStep(start, total, pageSize, 'prev') === start;
  const atEnd = pageStep(start, total, pageSize, 'next') === start;

  return (
    <div className={['paged-row', className].filter(Boolean).join(' ')}>
      {pageable && (
        <button
          type="button"
          className="paged-row__arrow paged-row__arrow--prev"
          aria-label={t('carousel.previous')}
          aria-controls={listId}
          aria-disabled={atStart}
          onClick={() => go('prev')}
        >
          <Icon name="previous" size={20} />
        </button>
      )}
      <ul
        id={listId}
        ref={listRef}
        className="paged-row__list"
        aria-label={label}
        style={{ '--page-size': pageSize } as CSSProperties}
        onScroll={onScroll}
      >
        {items.map((item, i) => (
          <li
            key={item.key}
            className="paged-row__item"
            ref={(element) => {
              itemRefs.current[i] = element;
            }}
          >
            {item.content}
          </li>
        ))}
      </ul>
      {pageable && (
        <button
          type="button"
          className="paged-row__arrow paged-row__arrow--next"
          aria-label={t('carousel.next')}
          aria-controls={listId}
          aria-disabled={atEnd}
          onClick={() => go('next')}
        >
          <Icon name="next" size={20} />
        </button>
      )}
      {pageable && (
        <p className="visually-hidden" aria-live="polite">
          {t('carousel.position', { from: start + 1, to: Math.min(start + pageSize, total), total })}
        </p>
      )}
    </div>
  );
}
