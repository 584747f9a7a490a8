// The hosted payment page's own icon: a card on the shop's green. A page that names no icon makes the browser ask
// for /favicon.ico, which the page's policy (nothing from anywhere) refuses, and Firefox logs the refusal. Written
// into the page as a data: URL, the icon keeps the page self-contained; its policy allows data: images for it.

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#0b6e4f"/>
<rect x="6" y="9" width="20" height="14" rx="2" fill="#fff"/>
<rect x="6" y="12" width="20" height="3" fill="#0b6e4f"/>
</svg>`;

export const hostedPageIcon = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
