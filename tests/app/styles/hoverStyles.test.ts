/**
 * A phone has no hover: it emulates one on every tap, and the tapped card kept its hover shadow afterwards, its
 * 150 ms transition painting frame after frame while the tap was being answered. So a style that answers hovering
 * applies only where the primary pointer can hover (`@media (hover: hover)`). The desktop nav bar is the exception:
 * its panels open on hover (and on focus), and on a wide touch screen a first tap on a top category is what shows them.
 */
import { describe, expect, it } from 'vitest';
import { appStylesheet, appStylesheets, styleRules } from './stylesheetRules';

const HOVERS_ON_TOUCH_TOO = ['shell/header/CategoryNavBar.css'];

const hoverRules = () =>
  appStylesheets().flatMap((file) =>
    styleRules(appStylesheet(file))
      .filter((rule) => rule.selector.includes(':hover'))
      .map((rule) => ({ file, ...rule })),
  );

describe('hover styles', () => {
  it('apply only on a device whose pointer hovers, so a tap on a phone changes no style by hovering', () => {
    const rulesOnTouch = hoverRules()
      .filter((rule) => !HOVERS_ON_TOUCH_TOO.includes(rule.file))
      .filter((rule) => !rule.within.some((atRule) => /^@media\b.*\(hover:\s*hover\)/.test(atRule)))
      .map((rule) => `${rule.file}: ${rule.selector}`);
    expect(rulesOnTouch).toEqual([]);
  });

  it('are found at all: the shop has hover styles, on its cards among others', () => {
    expect(hoverRules().map((rule) => rule.selector)).toContain('.product-card:hover');
  });
});
