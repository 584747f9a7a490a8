import { afterEach, describe, expect, it } from 'vitest';
import { followPageLife } from '../../../src/app/data/pageLife';

const transition = (type: 'pagehide' | 'pageshow', persisted: boolean) => {
  const event = new Event(type) as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('following whether the page is live', () => {
  let stopFollowing: () => void = () => undefined;
  afterEach(() => stopFollowing());

  const follow = () => {
    const heard: string[] = [];
    stopFollowing = followPageLife(window, {
      stopped: () => heard.push('stopped'),
      resumed: () => heard.push('resumed'),
    });
    return heard;
  };

  it('stops when the page is put away in the back/forward cache, and resumes when it is shown again', () => {
    const heard = follow();
    transition('pagehide', true);
    transition('pageshow', true);
    expect(heard).toEqual(['stopped', 'resumed']);
  });

  it('leaves a page that is going for good alone, and a first show is not a resume', () => {
    const heard = follow();
    transition('pageshow', false);
    transition('pagehide', false);
    expect(heard).toEqual([]);
  });

  it('hears a page frozen and resumed (Chromium) once, also beside the back/forward cache’s own events', () => {
    const heard = follow();
    transition('pagehide', true);
    document.dispatchEvent(new Event('freeze'));
    document.dispatchEvent(new Event('resume'));
    transition('pageshow', true);
    document.dispatchEvent(new Event('freeze'));
    document.dispatchEvent(new Event('resume'));
    expect(heard).toEqual(['stopped', 'resumed', 'stopped', 'resumed']);
  });
});
