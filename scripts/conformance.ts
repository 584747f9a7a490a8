/**
 * `npm run conformance -- <API base URL>`: checks a running backend against the shop's contract (docs/openapi.json)
 * and prints what passes, what is missing and what the shop does without it. Exits 1 when the shop could not run
 * against it. The login and order round need a test account: CONFORMANCE_PHONE (default +96550000000) and, for a
 * backend that does not return the code as the reference server's demo mode does, CONFORMANCE_OTP, a fixed code of
 * that phone. `--json` prints the report as JSON. docs/API.md says what the run leaves on the backend.
 */
import { reportText } from './conformance/conformanceReport';
import { walkContract } from './conformance/walkContract';

const args = process.argv.slice(2);
const base = args.find((arg) => !arg.startsWith('--'));
if (!base || !/^https?:\/\//.test(base)) {
  console.error('Usage: npm run conformance -- <API base URL, e.g. http://127.0.0.1:8787/api> [--json]');
  process.exit(2);
}
const report = await walkContract({
  base,
  phone: process.env.CONFORMANCE_PHONE || '+96550000000',
  ...(process.env.CONFORMANCE_OTP ? { otp: process.env.CONFORMANCE_OTP } : {}),
});
process.stdout.write(args.includes('--json') ? `${JSON.stringify(report, null, 2)}\n` : reportText(report));
process.exitCode = report.passed ? 0 : 1;
