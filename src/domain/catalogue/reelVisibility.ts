import { REEL_VISIBILITY } from '../shared/constants';

/** SPEC §2 Reels, §9: a video plays while at least 80% of it is visible; below that it pauses. */
export function isReelPlaying(visibleRatio: number): boolean {
  return visibleRatio >= REEL_VISIBILITY;
}
