// DESIGN Conventions (descriptions are sanitised): the markup that may skip DOMPurify, because it is already safe.
import { describe, expect, it } from 'vitest';
import { isPlainMarkup } from '../../../src/app/content/plainMarkup';

describe('markup that needs no sanitiser', () => {
  it('is bare allowlisted tags around plain text and character references', () => {
    expect(
      isPlainMarkup('<p>Fast charger, part of our range.</p><ul><li>Bluetooth 5.3</li><li>1 year</li></ul>'),
    ).toBe(true);
    expect(isPlainMarkup('Made <B>well</B><br/>Fish &amp; chips &#8212; &#x2014;<hr >')).toBe(true);
    expect(isPlainMarkup('<p>شاحن سريع ٦٥ واط</p>')).toBe(true);
    expect(isPlainMarkup('Plain text')).toBe(true);
  });

  it('is never a tag with an attribute, even an allowed one', () => {
    expect(isPlainMarkup('<p dir="rtl">text</p>')).toBe(false);
    expect(isPlainMarkup('<a href="https://elsewhere.example">x</a>')).toBe(false);
    expect(isPlainMarkup('<b onclick=alert(1)>x</b>')).toBe(false);
    expect(isPlainMarkup('<b/onclick=alert(1)>x</b>')).toBe(false);
  });

  it('is never a tag outside the allowlist, a picture, a comment or a stray angle bracket', () => {
    expect(isPlainMarkup('<script>alert(1)</script>')).toBe(false);
    expect(isPlainMarkup('<svg><p>x</p></svg>')).toBe(false);
    expect(isPlainMarkup('<img>')).toBe(false);
    expect(isPlainMarkup('<!-- x --><p>x</p>')).toBe(false);
    expect(isPlainMarkup('<p>1 < 2</p>')).toBe(false);
    expect(isPlainMarkup('a > b')).toBe(false);
    expect(isPlainMarkup('<p')).toBe(false);
    expect(isPlainMarkup('Fish & chips')).toBe(false);
  });
});
