// Colours the image renderer understands by name, so a variant's picture shows the colour it is sold in.
export const namedColors: Record<string, string> = {
  black: '#222222',
  white: '#f1f1ee',
  navy: '#1f2f5c',
  red: '#c0392b',
  olive: '#6b7a2e',
  beige: '#d9c7a3',
  grey: '#8a8d91',
  cream: '#efe4c8',
  'sky-blue': '#7ec3e6',
  brown: '#7a4b2a',
  pink: '#e88aa8',
  blue: '#2f6fd6',
  yellow: '#f2c94c',
  green: '#2e8b57',
  silver: '#c4c8cc',
  gold: '#c9a94b',
};
