// The streams of customers' logs this instance holds open (log-stream.ts): woken by customer when the database
// announces a change of theirs (customer-changes-heard.ts), counted for the metrics, and ended together when the
// instance drains, so that no open stream holds a stopping instance until its time-out.
export type OpenStream = {
  /** Something of the stream's customer may have changed: its log, its orders or its sessions. */
  wake(): void;
  end(): void;
};

export type OpenStreams = {
  /** Holds `stream` until the returned function is called; once the streams are closed, ends it at once instead. */
  add(customerId: number, stream: OpenStream): () => void;
  /** Wakes the customer's streams; every stream without a customer (announcements may have been missed). */
  wake(customerId?: number): void;
  /** Ends every stream, and each one added from now on (the instance drains). */
  closeAll(): void;
  count(): number;
};

export function openStreams(): OpenStreams {
  const byCustomer = new Map<number, Set<OpenStream>>();
  let closed = false;
  let open = 0;
  return {
    add(customerId, stream) {
      if (closed) {
        stream.end();
        return () => {};
      }
      const streams = byCustomer.get(customerId) ?? new Set();
      byCustomer.set(customerId, streams);
      streams.add(stream);
      open += 1;
      return () => {
        if (!streams.delete(stream)) return;
        open -= 1;
        if (streams.size === 0 && byCustomer.get(customerId) === streams) byCustomer.delete(customerId);
      };
    },
    wake(customerId) {
      const woken =
        customerId === undefined
          ? [...byCustomer.values()].flatMap((streams) => [...streams])
          : [...(byCustomer.get(customerId) ?? [])];
      for (const stream of woken) stream.wake();
    },
    closeAll() {
      closed = true;
      for (const streams of [...byCustomer.values()]) for (const stream of [...streams]) stream.end();
    },
    count: () => open,
  };
}
