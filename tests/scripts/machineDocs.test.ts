import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineDiagram } from '../../scripts/machineDiagram';
import { machineDocs } from '../../scripts/machineDocs';
import { loginOtpMachine } from '../../src/machines/loginOtp.machine';

describe('the statechart docs (npm run machines:docs)', () => {
  it.each(machineDocs().map((doc) => [doc.file, doc.markdown] as const))(
    'docs/machines/%s matches its machine (run `npm run machines:docs` after changing a machine)',
    (file, markdown) => {
      expect(readFileSync(join(import.meta.dirname, '../../docs/machines', file), 'utf8')).toBe(markdown);
    },
  );

  it('draws every state, the initial state and the named guards and delays of a machine', () => {
    const diagram = machineDiagram(loginOtpMachine);
    for (const state of [
      'phoneEntry',
      'requestingCode',
      'codeEntry',
      'resent',
      'verifying',
      'loggedIn',
      'redirected',
    ]) {
      expect(diagram).toContain(`state "${state}"`);
    }
    expect(diagram).toContain('[*] --> loginOtp_phoneEntry');
    expect(diagram).toContain(': user.submitPhone [phoneValid]');
    expect(diagram).toContain(': after 300 ms');
  });
});
