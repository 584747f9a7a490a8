/**
 * The checks of one conformance run, call by call: a request the backend should answer (its answer checked
 * against the contract's document) or one it should refuse. A 404, 405 or 501 from a call not yet seen answering
 * means "not offered", the rule the shop itself follows (src/sync-worker/missingCall.ts); after that the call is
 * asked nothing more.
 */
import type { ContractCall } from '../../server/contract/contractCalls';
import type { AnswerCheck } from './answerCheck';
import { type CallAnswer, type CallRequest, send } from './backendClient';
import type { Check } from './conformanceReport';

const notOffered = new Set([404, 405, 501]);

/** Whether a 2xx answer says no in its body, as SPEC's backends do (`success: false`, `status: false`). */
function saysNo(json: unknown): boolean {
  if (!json || typeof json !== 'object') return false;
  const { success, status } = json as { success?: unknown; status?: unknown };
  const no = (flag: unknown) =>
    flag === false || flag === 0 || flag === 'false' || flag === '0' || flag === 'error' || flag === 'fail';
  return no(success) || no(status);
}

const messageOf = (json: unknown) =>
  json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string'
    ? `: ${(json as { message: string }).message}`
    : '';

export class CallChecks {
  private readonly checks = new Map<ContractCall, Check[]>();
  private readonly offered = new Set<ContractCall>();

  constructor(
    private readonly base: string,
    private readonly checkAnswer: AnswerCheck,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  of(call: ContractCall): Check[] {
    return this.checks.get(call) ?? [];
  }

  missing(call: ContractCall): boolean {
    return this.of(call).some((check) => check.outcome === 'missing');
  }

  record(call: ContractCall, check: Check): void {
    this.checks.set(call, [...this.of(call), check]);
  }

  skip(call: ContractCall, what: string, why: string): void {
    if (!this.missing(call)) this.record(call, { what, outcome: 'skipped', detail: why });
  }

  /** `namesRecord`: the request names a record, so its 404 says "no such record", not "no such call". */
  private async ask(
    call: ContractCall,
    request: CallRequest,
    what: string,
    namesRecord = false,
  ): Promise<CallAnswer | undefined> {
    if (this.missing(call)) return undefined;
    const answer = await send(this.base, call, request, this.fetchImpl);
    if (!answer.reached) {
      this.record(call, { what, outcome: 'fail', detail: `no answer: ${answer.reason}` });
      return undefined;
    }
    const recordUnknown = namesRecord && answer.status === 404;
    if (notOffered.has(answer.status) && !recordUnknown && !this.offered.has(call)) {
      this.record(call, { what, outcome: 'missing', detail: `HTTP ${answer.status}` });
      return undefined;
    }
    this.offered.add(call);
    return answer;
  }

  /**
   * Asks what the backend should answer; `accept` says what is wrong with an answer that keeps the contract's
   * shape but not the call's meaning (a login that did not log in). The answer, when it passed.
   */
  async answers<T = Record<string, unknown>>(
    call: ContractCall,
    request: CallRequest,
    what: string,
    accept?: (json: T) => string | undefined,
  ): Promise<T | undefined> {
    const answer = await this.ask(call, request, what);
    if (!answer?.reached) return undefined;
    const fail = (detail: string) => {
      this.record(call, { what, outcome: 'fail', detail });
      return undefined;
    };
    if (answer.status < 200 || answer.status > 299)
      return fail(`HTTP ${answer.status}${messageOf(answer.json)}`);
    if (call.answerType) {
      if (!answer.contentType.startsWith(call.answerType)) return fail(`answered ${answer.contentType}`);
      this.record(call, { what, outcome: 'pass' });
      return {} as T;
    }
    if (answer.json === undefined) return fail('the answer is not JSON');
    const broken = this.checkAnswer(call.operationId, answer.json);
    if (broken.length > 0) return fail(`the answer breaks the contract: ${broken.join('; ')}`);
    const wrong = accept?.(answer.json as T);
    if (wrong) return fail(wrong);
    this.record(call, { what, outcome: 'pass' });
    return answer.json as T;
  }

  /** Whether the backend answers `request` with a 2xx the document accepts, recorded nowhere: an optional part's probe. */
  async offers(call: ContractCall, request: CallRequest): Promise<boolean> {
    const answer = await send(this.base, call, request, this.fetchImpl);
    return (
      answer.reached &&
      answer.status >= 200 &&
      answer.status <= 299 &&
      answer.json !== undefined &&
      this.checkAnswer(call.operationId, answer.json).length === 0
    );
  }

  /**
   * Asks what the backend should refuse: a 4xx, or a 2xx whose body says no; never a 5xx, never a success. A request
   * for a record no backend has (`namesRecord`) may be refused with a 404 before the call is seen answering.
   */
  async refuses(
    call: ContractCall,
    request: CallRequest,
    what: string,
    { namesRecord = false }: { namesRecord?: boolean } = {},
  ): Promise<void> {
    const answer = await this.ask(call, request, what, namesRecord);
    if (!answer?.reached) return;
    const { status, json } = answer;
    if (status >= 400 && status <= 499)
      this.record(call, { what, outcome: 'pass', detail: `HTTP ${status}` });
    else if (status >= 200 && status <= 299 && saysNo(json))
      this.record(call, { what, outcome: 'pass', detail: `HTTP ${status}, refused in the answer` });
    else if (status >= 500)
      this.record(call, {
        what,
        outcome: 'fail',
        detail: `HTTP ${status}: bad input is the client's, a 4xx`,
      });
    else this.record(call, { what, outcome: 'fail', detail: `HTTP ${status}: it was taken` });
  }
}
