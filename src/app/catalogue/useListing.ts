import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Listing, listingFromParams, listingParams } from '../../domain';

/**
 * The listing the address asks for (src/domain/catalogue/listingParams.ts), and a way to choose another: a new
 * history entry each time, so Back returns to the list as it was.
 *
 * A choice shows at once, and the address follows: react-router renders an address change as a transition, in
 * slices between frames, which held the new list back by the render of the whole route. The choice stands while
 * the address is the one it was made over; once the address changes (to it, or by Back) the address rules again.
 */
export function useListing(): { listing: Listing; choose: (listing: Listing) => void } {
  const [params, setParams] = useSearchParams();
  const fromAddress = useMemo(() => listingFromParams(params), [params]);
  const [chosen, setChosen] = useState<{ listing: Listing; over: URLSearchParams } | null>(null);
  const choose = useCallback(
    (next: Listing) => {
      setChosen({ listing: next, over: params });
      setParams((current) => listingParams(next, current), { preventScrollReset: true });
    },
    [params, setParams],
  );
  return { listing: chosen?.over === params ? chosen.listing : fromAddress, choose };
}
