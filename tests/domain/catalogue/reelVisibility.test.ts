import { describe, expect, it } from 'vitest';
import { isReelPlaying } from '../../../src/domain';

describe('which reel plays (SPEC §2 Reels, §9 reel visibility threshold 0.8)', () => {
  it('plays a video at least 80% visible and pauses one less visible', () => {
    expect(isReelPlaying(0.8)).toBe(true);
    expect(isReelPlaying(1)).toBe(true);
    expect(isReelPlaying(0.79)).toBe(false);
  });
});
