/**
 * The shop's line icons, inline so they inherit `currentColor`, need no request and cannot fail to load.
 * Icons that point along the reading direction (back, previous, next) carry `icon--directional`, which the
 * stylesheet mirrors under `dir="rtl"`.
 */
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  chevronDown: 'M6 9l6 6 6-6',
  cart: 'M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M10 20.5a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0zm8 0a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0z',
  heart:
    'M12 20s-7-4.4-9.2-8.6C1.4 8.6 3 5 6.5 5c2 0 3.4 1.1 4.2 2.4h2.6C14.1 6.1 15.5 5 17.5 5 21 5 22.6 8.6 21.2 11.4 19 15.6 12 20 12 20z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8.5c.8-3.7 4-5.5 8-5.5s7.2 1.8 8 5.5',
  home: 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  video: 'M4 5h11a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm13 5l5-3v10l-5-3',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2l5 5',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 5l12 7-12 7z',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
} as const;

export type IconName = keyof typeof paths;

const directional: ReadonlySet<IconName> = new Set(['back', 'previous', 'next']);

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      className={directional.has(name) ? 'icon icon--directional' : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
