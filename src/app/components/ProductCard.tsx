import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductDoc } from '../../db';
import { filsToKd, formatKd, oldPriceToShow, TRUNCATE_LIMITS, truncate } from '../../domain';
import { productLabel } from './displayNames';
import { SafeImage } from './SafeImage';
import { productPath } from './shopPaths';
import { useLanguage } from './useLanguage';
import './ProductCard.css';

const IMAGE_SIZE = 320;

/** SPEC §2/§9: image, name cut to 30 characters, price in KD and the old price struck out when it is higher. */
export function ProductCard({ product }: { product: ProductDoc }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const name = productLabel(product, lang);
  const oldPriceFils =
    product.oldPriceFils === null
      ? null
      : oldPriceToShow({ old_price: filsToKd(product.oldPriceFils) }, product.priceFils);

  return (
    <Link className="product-card" to={productPath(product.productId)}>
      <SafeImage
        className="product-card__image"
        src={product.image}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
      />
      <span className="product-card__body">
        <span className="product-card__name" title={name}>
          {truncate(name, TRUNCATE_LIMITS.cardTitle)}
        </span>
        <span className="product-card__prices">
          <span className="product-card__price">
            <span className="visually-hidden">{t('product.price')} </span>
            {formatKd(product.priceFils, lang)}
          </span>
          {oldPriceFils !== null && (
            <s className="product-card__old-price">
              <span className="visually-hidden">{t('product.oldPrice')} </span>
              {formatKd(oldPriceFils, lang)}
            </s>
          )}
        </span>
      </span>
    </Link>
  );
}
