import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Listing, listingFromParams, listingParams } from '../../domain';

/**
 * The listing the address asks for (src/domain/catalogue/listingParams.ts), and a way to choose another: a new
 * history entry each time, so Back returns to the list as it was.
 */
export function useListing(): { listing: Listing; choose: (listing: Listing) => void } {
  const [params, setParams] = useSearchParams();
  const listing = useMemo(() => listingFromParams(params), [params]);
  const choose = useCallback(
    (next: Listing) => setParams((current) => listingParams(next, current), { preventScrollReset: true }),
    [setParams],
  );
  return { listing, choose };
}
