import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ProductDoc, SyncStatusDoc } from '../../contract';
import {
  autoSelectAttributes,
  clampQuantity,
  filsToKd,
  formatKd,
  isBarcodeShown,
  isDescriptionShown,
  oldPriceToShow,
  productChoice,
  productDescription,
  variantPictures,
} from '../../domain';
import { SanitizedHtml } from '../content/SanitizedHtml';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { useTranslation } from '../i18n/translation';
import { productLabel } from '../shared/displayNames';
import { EmptyState } from '../shared/EmptyState';
import { Icon } from '../shared/Icon';
import { QuantityStepper } from '../shared/QuantityStepper';
import { productPath } from '../shared/shopPaths';
import { useBlockSizeProperty } from '../shared/useBlockSizeProperty';
import { useLanguage } from '../shared/useLanguage';
import { SyncNotice } from '../shell/SyncNotice';
import { AddToCartButton } from './AddToCartButton';
import { ProductGallery } from './ProductGallery';
import { useProduct } from './useProduct';
import { VariantPicker } from './VariantPicker';
import './ProductScreen.css';

/** Loaded on the first press of Share: most visits never open it. */
const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog')).ShareDialog }));

/** SPEC §2 Product detail. What a card stored shows at once; the product's own call adds images and variants. */
export function ProductScreen() {
  const { t } = useTranslation();
  const productId = Number(useParams().id);
  const { product, ready, syncStatus, refreshing, refresh } = useProduct(productId);

  if (!ready || (!product && refreshing)) {
    return (
      <p className="product-page__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (!product) {
    return (
      <EmptyState icon="image" title={t('product.notFound')}>
        <button type="button" className="button" onClick={refresh}>
          {t('common.tryAgain')}
        </button>
      </EmptyState>
    );
  }
  return <ProductDetail key={product.id} product={product} syncStatus={syncStatus} />;
}

function ProductDetail({ product, syncStatus }: { product: ProductDoc; syncStatus: SyncStatusDoc | null }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [chosen, setChosen] = useState<Record<string, string> | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [sharing, setSharing] = useState(false);
  // Once opened, the dialog stays mounted, so closing it returns focus to Share (useModalDialog).
  const [shared, setShared] = useState(false);
  const buyBarRef = useBlockSizeProperty<HTMLDivElement>('--action-bar-block-size');
  const system = product.variantSystem ?? null;

  // SPEC §4: until the shopper picks, each attribute holds its first value that leads to a variant in stock.
  const selection = useMemo(() => chosen ?? (system ? autoSelectAttributes(system) : {}), [chosen, system]);
  const choice = productChoice(product, system, selection);
  const name = productLabel(product, lang);
  const oldPriceFils =
    product.oldPriceFils === null
      ? null
      : oldPriceToShow({ old_price: filsToKd(product.oldPriceFils) }, choice.priceFils);
  const description = productDescription(
    {
      description: product.description ?? null,
      description_en: product.descriptionEn ?? null,
      description_sale: null,
    },
    lang,
  );
  const sku = choice.variant?.sku ?? choice.variant?.default_code ?? product.sku ?? null;
  const shownQuantity = clampQuantity(quantity, choice.stock);
  // SPEC §4: the gallery shows the chosen variant's pictures first, and none of its other variants.
  const pictures = useMemo(
    () =>
      variantPictures(
        product.images?.length ? product.images : product.image ? [product.image] : [],
        system,
        choice.variant,
      ),
    [product.images, product.image, system, choice.variant],
  );

  return (
    <article className="product-page" aria-labelledby="product-title">
      <SyncNotice error={syncStatus?.error ?? null} />
      <div className="product-page__layout">
        <ProductGallery images={pictures} name={name} />
        <div className="product-page__info">
          <div className="product-page__heading">
            <h1 id="product-title" className="product-page__title">
              {name}
            </h1>
            <div className="product-page__tools">
              <FavoriteButton product={product} />
              <button
                type="button"
                className="product-page__share"
                aria-label={t('product.share')}
                aria-haspopup="dialog"
                onClick={() => {
                  setShared(true);
                  setSharing(true);
                }}
              >
                <Icon name="share" size={22} />
              </button>
            </div>
          </div>
          <p className="product-page__prices">
            <span className="product-page__price">
              <span className="visually-hidden">{t('product.price')} </span>
              {formatKd(choice.priceFils, lang)}
            </span>
            {oldPriceFils !== null && (
              <s className="product-page__old-price">
                <span className="visually-hidden">{t('product.oldPrice')} </span>
                {formatKd(oldPriceFils, lang)}
              </s>
            )}
          </p>
          <p className={choice.outOfStock ? 'stock-badge is-out' : 'stock-badge'}>
            {choice.outOfStock
              ? t('product.outOfStock')
              : choice.stock === null
                ? t('product.inStock')
                : t('product.inStockCount', { count: choice.stock })}
          </p>
          {system && choice.hasVariants && (
            <VariantPicker
              system={system}
              selection={selection}
              name={`product-${product.id}`}
              onChange={setChosen}
            />
          )}
          {!choice.outOfStock && (
            <QuantityStepper value={shownQuantity} stock={choice.stock} onChange={setQuantity} />
          )}
          {/* Phones: a bar fixed above the tab bar, so the price and Add to Cart stay in reach wherever one scrolls. */}
          <div className="product-page__buy" ref={buyBarRef}>
            <p className="product-page__buy-price phone-only" aria-hidden="true">
              {formatKd(choice.priceFils, lang)}
            </p>
            <AddToCartButton
              place="page"
              product={product}
              variant={choice.variant}
              selection={selection}
              quantity={shownQuantity}
              outOfStock={choice.outOfStock}
              allAttributesSelected={choice.allAttributesSelected}
            />
          </div>
          <dl className="product-facts">
            {sku && (
              <div>
                <dt>{t('product.sku')}</dt>
                <dd dir="ltr">{sku}</dd>
              </div>
            )}
            {isBarcodeShown(product.barcode) && (
              <div>
                <dt>{t('product.barcode')}</dt>
                <dd dir="ltr">{product.barcode}</dd>
              </div>
            )}
            {product.subLocation && (
              <div>
                <dt>{t('product.subLocation')}</dt>
                <dd dir="ltr">{product.subLocation}</dd>
              </div>
            )}
          </dl>
          <p className="product-page__note">
            {choice.outOfStock ? t('product.unavailableNote') : t('product.availableNote')}
          </p>
          <p className="product-page__note">{t('product.deliveryNote')}</p>
          {isDescriptionShown(description) && (
            <section className="product-page__description" aria-labelledby="product-description">
              <h2 id="product-description" className="product-page__subtitle">
                {t('product.description')}
              </h2>
              {/* ERP descriptions may hold HTML (DESIGN Conventions): sanitised before it reaches the page. */}
              <SanitizedHtml className="product-page__description-body" html={description} />
            </section>
          )}
        </div>
      </div>
      {shared && (
        <Suspense fallback={null}>
          <ShareDialog
            open={sharing}
            onClose={() => setSharing(false)}
            // The page's origin is known in the browser only; the dialog is never in the server's render.
            url={sharing ? new URL(productPath(product.productId), window.location.origin).href : ''}
            title={name}
          />
        </Suspense>
      )}
    </article>
  );
}
