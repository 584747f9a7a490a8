/**
 * What the recording proxy (recordingProxy.ts) adds to the shop's pages and sync worker so that a test in WebKit or
 * Firefox hears of their uncaught errors and unhandled rejections: neither WebKitWebDriver nor a WebDriver BiDi
 * session gives the test the page's console, let alone the worker's. Each problem is posted to the proxy as it
 * happens, so one seen just before a page was left or put in the page cache is not lost with it. CSP refusals come
 * by the policy's own `report-uri`, which the proxy adds: a page whose policy runs no script (the hosted payment
 * page) reports them too.
 */

/** Where the page and the worker post what they saw; the proxy answers it itself. */
export const PROBLEMS_PATH = '/__problems';
/** Where the browser sends CSP reports; the proxy answers it itself. */
export const CSP_REPORTS_PATH = '/__csp-reports';
/** The page's recorder, a same-origin script, which the shop's `script-src 'self'` lets run. */
export const RECORDER_PATH = '/__recorder.js';

/** Shared by the page and the worker: how a problem is told to the proxy. */
const report = (from: string) => `
  const report = (kind, detail) => {
    const body = JSON.stringify({ from: ${JSON.stringify(from)}, kind, detail, at: self.location.pathname });
    fetch(${JSON.stringify(PROBLEMS_PATH)}, { method: 'POST', body, keepalive: true }).catch(() => {});
  };
  // The message, then where it came from: WebKit's and Firefox's stacks leave the message out.
  const described = (value) =>
    value instanceof Error
      ? [value.name + ': ' + value.message, ...String(value.stack || '').split('\\n').filter((line) => line && !line.includes(value.message)).slice(0, 3)].join(' | ')
      : String(value);
  // Listened to without capture: a resource that failed to load is no uncaught error and does not bubble here.
  self.addEventListener('error', (event) => {
    report('error', event.error ? described(event.error) : event.message + ' (' + event.filename + ':' + event.lineno + ')');
  });
  self.addEventListener('unhandledrejection', (event) => report('unhandled rejection', described(event.reason)));
`;

/**
 * The page's recorder, served at RECORDER_PATH and loaded first thing in every page's head. It also counts the
 * page's returns from the page cache, so a Back/Forward test knows which kind of return it saw.
 */
export const pageRecorder = `(() => {${report('page')}
  self.addEventListener('pageshow', (event) => {
    if (event.persisted) self.__pageCacheReturns = (self.__pageCacheReturns || 0) + 1;
  });
  // A page unloaded for good (a reload, a new address) has its module and style loads cut off by the browser, and
  // Firefox rejects the imports still waiting, at times before \`pagehide\`: no shopper sees that page again, so what
  // it throws then is not heard. A failed load is told a second later, unless the page has gone for good by then.
  let leaving = false;
  self.addEventListener('pagehide', (event) => {
    if (!event.persisted) leaving = true;
  });
  const failedLoad = /preload CSS|dynamically imported module|Importing a module script failed/;
  self.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    if (!leaving && !failedLoad.test(String((reason && reason.message) || reason))) return;
    event.stopImmediatePropagation();
    if (!leaving) setTimeout(() => leaving || report('unhandled rejection', described(reason)), 1000);
  }, true);
})();\n`;

/** Put before the worker's own code: module or classic, its listeners are on before any of the worker runs. */
export const workerRecorder = `{${report('worker')}}\n`;

/**
 * Put after the worker's recorder while a test proves the recording (recorderProbe.ts): the worker fails at once in
 * each way the recorder must hear.
 */
export const workerFaults = `{
  setTimeout(() => { throw new Error('probe: thrown in the worker'); });
  Promise.reject(new Error('probe: rejected in the worker'));
  try { new Function('return 1')(); } catch {}
}\n`;

/** One line per problem, as a test prints it. */
export function describeProblem(posted: { from?: unknown; kind?: unknown; detail?: unknown; at?: unknown }) {
  return `${posted.from} ${posted.kind} on ${posted.at}: ${posted.detail}`;
}

/** One line per CSP report (`report-uri`'s JSON, as WebKit and Firefox send it), with the shop's origin left out. */
export function describeCspReport(body: unknown, origin: string): string {
  const report = ((body as { 'csp-report'?: Record<string, unknown> })?.['csp-report'] ?? {}) as Record<
    string,
    unknown
  >;
  const local = (value: unknown) => String(value ?? '').replaceAll(origin, '');
  const directive = report['effective-directive'] ?? report['violated-directive'];
  const source = report['source-file'] ? ` (from ${local(report['source-file'])})` : '';
  return `CSP report on ${local(report['document-uri'])}: ${directive} refused ${local(report['blocked-uri'])}${source}`;
}
