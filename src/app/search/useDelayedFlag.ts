import { useEffect, useState } from 'react';

/**
 * True once `on` has held for `delayMs`. A wait indicator shown this way never flashes for a wait too short to
 * notice, and never starts an animation that would have the browser render frames for it meanwhile.
 */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!on) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && held;
}
