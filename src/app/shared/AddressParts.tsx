import { Fragment } from 'react';
import { type AddressPart, addressSeparator } from '../../domain';
import { useLanguage } from './useLanguage';

/**
 * An address's parts as one line in the page's language (domain addressLine): a part's label in the page's words,
 * what the shopper typed isolated in its own direction (`<bdi>`), so "قطعة 5" or "Block 5" never reorders.
 */
export function AddressParts({ parts }: { parts: readonly AddressPart[] }) {
  const { lang } = useLanguage();
  return parts.map((part, index) => (
    <Fragment key={part.key}>
      {index > 0 && addressSeparator(lang)}
      {part.label && `${part.label} `}
      {part.typed ? <bdi>{part.text}</bdi> : part.text}
    </Fragment>
  ));
}
