import { describe, expect, it } from 'vitest';
import { CallChecks } from '../../../scripts/conformance/callChecks';
import type { ContractCall } from '../../../server/contract/contractCalls';

const call: ContractCall = {
  method: 'get',
  path: '/thing/{id}',
  operationId: 'getThing',
  summary: 'A thing',
  need: 'optional',
  without: 'no thing',
  caller: 'anyone',
  answer: {} as ContractCall['answer'],
};

/** A backend that answers each request with the next status and body given. */
function backend(...answers: [number, unknown][]): typeof fetch {
  return async () => {
    const [status, body] = answers.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

const checksOf = (fetchImpl: typeof fetch, broken: string[] = []) =>
  new CallChecks('http://backend.invalid/api', () => broken, fetchImpl);

describe('the checks of a conformance run', () => {
  it('takes a 404 from a call not seen answering as "not offered", and asks it nothing more', async () => {
    const checks = checksOf(backend([404, {}], [200, {}]));
    await checks.answers(call, { params: { id: 1 } }, 'answers');
    await checks.refuses(call, { params: { id: 'x' } }, 'refuses');
    expect(checks.of(call)).toEqual([{ what: 'answers', outcome: 'missing', detail: 'HTTP 404' }]);
  });

  it('takes a 404 for a record no backend has as a refusal, as the shop does (missingCall.ts)', async () => {
    const checks = checksOf(backend([404, { message: 'Not found' }]));
    await checks.refuses(call, { params: { id: 9 } }, 'refuses an unknown id', { namesRecord: true });
    expect(checks.of(call)).toEqual([{ what: 'refuses an unknown id', outcome: 'pass', detail: 'HTTP 404' }]);
  });

  it('counts a 200 whose body says no as a refusal, and fails a 5xx or a 200 that takes bad input', async () => {
    const checks = checksOf(backend([200, { success: false }], [500, {}], [200, { success: true }]));
    for (const what of ['no', 'fault', 'taken']) await checks.refuses(call, {}, what);
    expect(checks.of(call).map((check) => [check.what, check.outcome])).toEqual([
      ['no', 'pass'],
      ['fault', 'fail'],
      ['taken', 'fail'],
    ]);
  });

  it("fails an answer the contract's document refuses, saying where", async () => {
    const checks = checksOf(backend([200, { data: {} }]), ['/data/price must be number']);
    expect(await checks.answers(call, {}, 'answers')).toBeUndefined();
    expect(checks.of(call)[0]).toMatchObject({
      outcome: 'fail',
      detail: 'the answer breaks the contract: /data/price must be number',
    });
  });
});
