// Every answer of the soak by request kind and status; a sold-out refusal is the only 4xx allowed,
// anything else is kept as `unexpected` with the start of its body.

export const CREATE = 'POST /checkout/create';
const VALIDATE = 'POST /checkout/validate';
/** The field code of a sold-out line (contract field-codes.ts). */
const SOLD_OUT = 'out_of_stock';
const UNEXPECTED_KEPT = 20;

type FieldCodes = Record<string, string[]>;
type Parsed = {
  data?: { token?: string; number?: string; valid?: boolean; codes?: FieldCodes };
  code?: string;
  codes?: FieldCodes;
};

/** Field codes that say only this: a line of the cart has sold out. */
const onlySoldOut = (codes: FieldCodes | undefined) =>
  Object.keys(codes ?? {}).join() === 'cart' && (codes?.cart ?? []).every((code) => code === SOLD_OUT);

function parse(body: string): Parsed {
  try {
    return JSON.parse(body) as Parsed;
  } catch {
    return {};
  }
}

export class SoakTally {
  readonly statuses = new Map<string, Map<number, number>>();
  /**
   * Every order sent, by idempotency key: the number answered with 201, 'refused', or 'sent' while
   * no answer came (still in flight when the load generator stopped).
   */
  readonly creates = new Map<string, string>();
  readonly soldOut = { create409: 0, create422: 0, validate: 0 };
  readonly unexpected: string[] = [];
  unexpectedCount = 0;

  sent(key: string) {
    this.creates.set(key, 'sent');
  }

  /** Counts an answer; returns the session token of an anonymous sign-in. */
  record(kind: string, status: number, body: string, key?: string): { token?: string } {
    const byStatus = this.statuses.get(kind) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.statuses.set(kind, byStatus);
    const parsed = body ? parse(body) : {};
    if (kind === CREATE) this.created(status, parsed, body, key ?? '');
    else if (kind === VALIDATE && status === 200) this.validated(parsed, body);
    else if (status !== 200) this.fail(kind, status, body);
    return { token: parsed.data?.token };
  }

  /** Numbers of the orders answered 201, by idempotency key. */
  orders(): Map<string, string> {
    return new Map([...this.creates].filter(([, state]) => state.startsWith('KR-')));
  }

  /** Keys of the orders sent and never answered. */
  inFlight(): Set<string> {
    return new Set([...this.creates].filter(([, state]) => state === 'sent').map(([key]) => key));
  }

  private created(status: number, parsed: Parsed, body: string, key: string) {
    const number = parsed.data?.number;
    this.creates.set(key, status === 201 && number ? number : 'refused');
    if (status === 201 && number) return;
    if (status === 409 && parsed.code === 'out_of_stock') this.soldOut.create409++;
    else if (status === 422 && onlySoldOut(parsed.codes)) this.soldOut.create422++;
    else this.fail(CREATE, status, body);
  }

  private validated(parsed: Parsed, body: string) {
    if (parsed.data?.valid === true) return;
    if (onlySoldOut(parsed.data?.codes)) this.soldOut.validate++;
    else this.fail(VALIDATE, 200, body);
  }

  private fail(kind: string, status: number, body: string) {
    this.unexpectedCount++;
    if (this.unexpected.length < UNEXPECTED_KEPT) this.unexpected.push(`${kind} ${status} ${body.slice(0, 300)}`);
  }

  /** Answers of one status class ('2', '4', '5') over every kind. */
  countOf(statusClass: string): number {
    let sum = 0;
    for (const byStatus of this.statuses.values()) {
      for (const [status, n] of byStatus) if (String(status).startsWith(statusClass)) sum += n;
    }
    return sum;
  }

  /** `kind: 200 × 1,234, 422 × 5` per kind, for the report. */
  lines(): string[] {
    return [...this.statuses].map(
      ([kind, byStatus]) =>
        `${kind}: ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status} × ${n.toLocaleString('en')}`)
          .join(', ')}`,
    );
  }
}
