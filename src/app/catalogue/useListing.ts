import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Listing, listingFromParams, listingParams } from '../../domain';

/**
 * The listing the address asks for (src/domain/catalogue/listingParams.ts), and a way to choose another: a new
 * history entry each time, so Back returns to the list as it was.
 *
 * A choice shows at once, and the address follows once it has: react-router renders an address change as a
 * transition, in slices between frames, which held the new list back by the render of the whole route, and the
 * history entry itself costs the browser a millisecond or two that need not come before the list. The choice stands
 * while the address is the one it was made over; once the address changes (to it, or by Back) the address rules.
 */
export function useListing(): { listing: Listing; choose: (listing: Listing) => void } {
  const [params, setParams] = useSearchParams();
  const fromAddress = useMemo(() => listingFromParams(params), [params]);
  const [chosen, setChosen] = useState<{ listing: Listing; over: URLSearchParams } | null>(null);
  const choose = useCallback((next: Listing) => setChosen({ listing: next, over: params }), [params]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a choice is written once, over the address it was made on.
  useEffect(() => {
    if (chosen && chosen.over === params)
      setParams((current) => listingParams(chosen.listing, current), { preventScrollReset: true });
  }, [chosen]);
  return { listing: chosen?.over === params ? chosen.listing : fromAddress, choose };
}
