import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATE_FONTS_ID } from '../../src/app/boot/handoff';
import { switchOnLateFonts } from '../../src/app/lateFonts';

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

const fontsMedia = () => document.getElementById(LATE_FONTS_ID)?.getAttribute('media');

describe("a server-rendered page's web fonts", () => {
  it('are switched on once the screen shows its data, not before', async () => {
    document.head.innerHTML = `<style id="${LATE_FONTS_ID}" media="not all">@font-face{font-family:x}</style>`;
    let shown: () => void = () => undefined;
    switchOnLateFonts(new Promise<void>((resolve) => (shown = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fontsMedia()).toBe('not all');
    shown();
    await vi.waitFor(() => expect(fontsMedia()).toBe('all'));
  });

  it('are fetched first and put in use together, in place of the style sheet', async () => {
    document.head.innerHTML = `<style id="${LATE_FONTS_ID}" media="not all">
      @font-face{font-family:"Face";font-weight:400;font-display:swap;src:url(/a.woff2) format("woff2")}
      @font-face{font-family:"Face";font-weight:700;font-display:swap;src:url(/b.woff2) format("woff2")}
    </style>`;
    const loads: ((face: FakeFace) => void)[] = [];
    const added: FakeFace[] = [];
    class FakeFace {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: FontFaceDescriptors,
      ) {}
      load() {
        return new Promise<FakeFace>((resolve) => loads.push(resolve));
      }
    }
    vi.stubGlobal('FontFace', FakeFace);
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: FakeFace) => added.push(face) },
    });
    try {
      switchOnLateFonts(Promise.resolve());
      await vi.waitFor(() => expect(loads).toHaveLength(2));
      loads[0]?.(new FakeFace('x', '', {}));
      await new Promise((resolve) => setTimeout(resolve, 30));
      // One face in: none is used yet, so the page is laid out again once, not once a face.
      expect(added).toEqual([]);
      loads[1]?.(new FakeFace('x', '', {}));
      await vi.waitFor(() => expect(added).toHaveLength(2));
      expect(document.getElementById(LATE_FONTS_ID)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it("keep each face's declared ascent, descent and line gap, which keep the text in place at the swap", async () => {
    document.head.innerHTML = `<style id="${LATE_FONTS_ID}" media="not all">
      @font-face{font-family:"Face";src:url(/a.woff2);ascent-override:90%;descent-override:26.4%;line-gap-override:0%}
    </style>`;
    const made: FontFaceDescriptors[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(_family: string, _source: string, descriptors: FontFaceDescriptors) {
          made.push(descriptors);
        }
        load() {
          return Promise.resolve(this);
        }
      },
    );
    Object.defineProperty(document, 'fonts', { configurable: true, value: { add: () => undefined } });
    try {
      switchOnLateFonts(Promise.resolve());
      await vi.waitFor(() => expect(made).toHaveLength(1));
      expect(made[0]).toMatchObject({
        ascentOverride: '90%',
        descentOverride: '26.4%',
        lineGapOverride: '0%',
      });
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('switch the style sheet on where a face cannot be fetched', async () => {
    document.head.innerHTML = `<style id="${LATE_FONTS_ID}" media="not all">@font-face{font-family:"Face";src:url(/a.woff2)}</style>`;
    vi.stubGlobal(
      'FontFace',
      class {
        load = () => Promise.reject(new Error('offline'));
      },
    );
    try {
      switchOnLateFonts(Promise.resolve());
      await vi.waitFor(() => expect(fontsMedia()).toBe('all'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('come after a few seconds however long the data takes', async () => {
    vi.useFakeTimers();
    document.head.innerHTML = `<style id="${LATE_FONTS_ID}" media="not all">@font-face{font-family:x}</style>`;
    switchOnLateFonts(new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fontsMedia()).toBe('not all');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fontsMedia()).toBe('all');
  });
});
