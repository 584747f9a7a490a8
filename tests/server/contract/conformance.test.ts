import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConformanceReport, reportText } from '../../../scripts/conformance/conformanceReport';
import { walkContract } from '../../../scripts/conformance/walkContract';
import { contractCalls } from '../../../server/contract/contractCalls';
import { startTestServer, type TestServer, testDatabaseKind } from '../../../server/testing';
import { type SpecBackend, startSpecBackend } from '../../support/specBackend';

const phone = '+96550000000';
const outcomes = (report: ConformanceReport) =>
  Object.fromEntries(report.calls.map((call) => [call.call, call.outcome]));
const callName = (call: (typeof contractCalls)[number]) => `${call.method.toUpperCase()} ${call.path}`;

// `npm run conformance` against both backends the shop is tested with (in the server-pg project, the reference
// server on PostgreSQL too).
describe(`the conformance check of the contract (docs/openapi.json), reference server on ${testDatabaseKind}`, () => {
  let reference: TestServer;
  let spec: SpecBackend;
  beforeAll(async () => {
    [reference, spec] = await Promise.all([startTestServer(), startSpecBackend()]);
  });
  afterAll(async () => {
    await Promise.all([reference?.close(), spec?.close()]);
  });

  it('passes every call of the reference server, with a valid request and the invalid ones, and the whole order round', async () => {
    const report = await walkContract({ base: reference.apiBase, phone });
    const failing = report.calls.filter((call) => call.outcome !== 'pass');
    expect(failing, reportText(report)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.parts.filter((part) => part.outcome !== 'pass').map((part) => part.part)).toEqual([
      'lines of a payment (held in stock)',
    ]);
    expect(report.leftBehind.join('\n')).toMatch(/order \d+ of the test customer: cash/);
  });

  it('passes the SPEC-shaped backend on SPEC §7, and reports each call beyond it as missing with what the shop does without it', async () => {
    const report = await walkContract({ base: `${spec.url}/api`, phone });
    const expected = Object.fromEntries(
      contractCalls.map((call) => [callName(call), call.need === 'optional' ? 'missing' : 'pass']),
    );
    expect(outcomes(report), reportText(report)).toEqual(expected);
    expect(report.passed).toBe(true);
    const text = reportText(report);
    expect(text).toContain(
      '– GET /getArrivals: not offered (HTTP 404)\n      without it: the home shows banners, strip and featured grid without carousels; no notice',
    );
    expect(text).toMatch(/PASS: the shop can run against this backend \(\d+ optional calls not offered\)/);
  });

  it('fails a backend that lacks a call of SPEC §7 the shop asks', async () => {
    const withoutReels: typeof fetch = (input, init) =>
      String(input).includes('/get-reels')
        ? Promise.resolve(new Response('{}', { status: 404 }))
        : fetch(input, init);
    const report = await walkContract({ base: `${spec.url}/api`, phone, fetch: withoutReels });
    expect(outcomes(report)['GET /get-reels']).toBe('missing');
    expect(report.passed).toBe(false);
    expect(reportText(report)).toContain('FAIL');
  });
});
