/**
 * What `npm run conformance` found: each call of the contract with the checks made of it, the optional parts of
 * SPEC's calls, what the run left on the backend; and the report as text.
 */
import type { Need } from '../../server/contract/contractCalls';

/** `missing`: the backend answered 404, 405 or 501, "not offered". `skipped`: the check could not be made. */
export type Outcome = 'pass' | 'fail' | 'missing' | 'skipped';

export type Check = { what: string; outcome: Outcome; detail?: string };

export type CallReport = {
  call: string;
  need: Need;
  without?: string;
  outcome: Outcome;
  checks: Check[];
};

export type PartReport = { call: string; part: string; without: string; outcome: Outcome; detail?: string };

export type ConformanceReport = {
  base: string;
  /** The test account the flow logged in with, and where its code came from. */
  account: string;
  calls: CallReport[];
  parts: PartReport[];
  leftBehind: string[];
  /** Every required call passed and no offered call broke the contract. */
  passed: boolean;
};

/** A call is missing once any check found it not offered, failed once any check failed, skipped when all were. */
export function callOutcome(checks: readonly Check[]): Outcome {
  if (checks.some((check) => check.outcome === 'missing')) return 'missing';
  if (checks.some((check) => check.outcome === 'fail')) return 'fail';
  if (checks.length === 0 || checks.every((check) => check.outcome === 'skipped')) return 'skipped';
  return 'pass';
}

/** A required call that is missing or skipped fails the run; an optional or unasked one only says so. */
export function runPassed(calls: readonly CallReport[]): boolean {
  return calls.every(
    (call) => call.outcome === 'pass' || (call.need !== 'required' && call.outcome !== 'fail'),
  );
}

const marks: Record<Outcome, string> = { pass: '✓', fail: '✗', missing: '–', skipped: '?' };

function callLines(call: CallReport): string[] {
  const head = `  ${marks[call.outcome]} ${call.call}`;
  const failed = call.checks.filter((check) => check.outcome === 'fail' || check.outcome === 'skipped');
  if (call.outcome === 'missing') {
    const answer = call.checks.find((check) => check.outcome === 'missing')?.detail;
    return [
      `${head}: not offered${answer ? ` (${answer})` : ''}`,
      `      without it: ${call.without ?? '—'}`,
    ];
  }
  return [
    head,
    ...failed.map(
      (check) => `      ${check.outcome}: ${check.what}${check.detail ? ` — ${check.detail}` : ''}`,
    ),
  ];
}

function section(title: string, calls: readonly CallReport[]): string[] {
  if (calls.length === 0) return [];
  const passing = calls.filter((call) => call.outcome === 'pass').length;
  const missing = calls.filter((call) => call.outcome === 'missing').length;
  const notOffered = missing > 0 ? `, ${missing} not offered` : '';
  return ['', `${title}: ${passing} of ${calls.length} pass${notOffered}`, ...calls.flatMap(callLines)];
}

export function reportText(report: ConformanceReport): string {
  const of = (need: Need) => report.calls.filter((call) => call.need === need);
  const lines = [
    `Conformance of ${report.base} with the shop's contract (docs/openapi.json)`,
    `Test account: ${report.account}`,
    ...section('SPEC §7 calls the shop asks', of('required')),
    ...section('Calls beyond SPEC §7 (optional)', of('optional')),
    ...section('SPEC §7 calls the shop does not ask', of('unasked')),
  ];
  if (report.parts.length > 0) {
    lines.push('', 'Optional parts of SPEC calls:');
    for (const part of report.parts) {
      const outcome = part.outcome === 'missing' ? 'not offered' : part.outcome;
      lines.push(
        `  ${marks[part.outcome]} ${part.call}: ${part.part}: ${outcome}${part.detail ? ` (${part.detail})` : ''}`,
      );
      if (part.outcome === 'missing') lines.push(`      without it: ${part.without}`);
    }
  }
  lines.push('', 'Left on the backend:', ...report.leftBehind.map((item) => `  ${item}`));
  const missing = report.calls.filter(
    (call) => call.need !== 'required' && call.outcome === 'missing',
  ).length;
  lines.push(
    '',
    report.passed
      ? `PASS: the shop can run against this backend${missing > 0 ? ` (${missing} optional calls not offered)` : ''}`
      : 'FAIL: see ✗ above',
  );
  return `${lines.join('\n')}\n`;
}
