// The reference server's routes that are no call of the shop, so a backend the shop runs against need not offer
// them and the contract (contractCalls.ts) leaves them out. Each says why; docs/API.md describes them.

export type ServedOnly = {
  method: 'GET' | 'POST' | 'ALL';
  /** The path as the reference server routes it (Hono's `:param` form), from its root. */
  path: string;
  why: string;
};

export const beyondTheContract: ServedOnly[] = [
  { method: 'GET', path: '/healthz', why: "a balancer's question: does the process answer" },
  { method: 'GET', path: '/readyz', why: "a balancer's question: may it be sent shoppers now" },
  { method: 'GET', path: '/metrics', why: "Prometheus's scrape of the instance's counters" },
  { method: 'GET', path: '/api/openapi.json', why: 'this contract itself' },
  {
    method: 'GET',
    path: '/map-style.js',
    why: "the address map's street style (MAP_STYLE_URL): a setting of the shop's own server, not of a backend",
  },
  {
    method: 'GET',
    path: '/api/pay/:invoiceId',
    why: "the simulated provider's hosted payment page: the shopper's browser goes there, the shop never calls it",
  },
  { method: 'POST', path: '/api/pay/:invoiceId/pay', why: "the hosted payment page's Pay form" },
  { method: 'POST', path: '/api/pay/:invoiceId/decline', why: "the hosted payment page's Decline form" },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/status',
    why: "the staff's order status (SPEC §4: the server drives it), behind X-Admin-Secret",
  },
  {
    method: 'GET',
    path: '/media/img/:kind/:file',
    why: "the seed's pictures: a backend's answers name its own image URLs",
  },
  {
    method: 'ALL',
    path: '/media/reels/:file',
    why: "the seed's videos: a backend's reels name their own URLs",
  },
];
