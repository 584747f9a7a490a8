import { useCallback, useRef, useState } from 'react';
import type { GeocodeAnswer } from '../../sync-worker';

/** What the form says about the chosen point: nothing yet, looking it up, or the geocoder's answer. */
export type PlaceLine =
  | { kind: 'none' }
  | { kind: 'locating' }
  | { kind: 'finding' }
  | { kind: 'answered'; answer: GeocodeAnswer };

/** The readable line of the chosen point; an answer overtaken by a newer question is dropped. */
export function usePlaceLine() {
  const [line, setLine] = useState<PlaceLine>({ kind: 'none' });
  const asked = useRef(0);
  const track = useCallback(async (work: Promise<GeocodeAnswer>): Promise<GeocodeAnswer | null> => {
    const ask = ++asked.current;
    setLine({ kind: 'finding' });
    const answer = await work.catch((): GeocodeAnswer => ({ place: null, error: 'offline' }));
    if (ask !== asked.current) return null;
    setLine({ kind: 'answered', answer });
    return answer;
  }, []);
  return { line, setLine, track };
}
