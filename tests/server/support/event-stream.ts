// Reads a text/event-stream reply (server-sent events) message by message, as the client's worker does with fetch.
// Every wait has a time-out, so a stream that never sends fails its test instead of hanging the run.
export type StreamMessage = { id?: string; event?: string; data?: string; comment?: string };

export type EventStreamReader = {
  /** The next message, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamMessage>;
  /** The messages left once the server ends the stream, or a rejection if it has not ended after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<StreamMessage[]>;
  /** Stops reading (the client closes the stream). */
  close(): Promise<void>;
};

/** One message of the stream's text (the lines of one block); SSE strips one space after a field's colon. */
function parseMessage(block: string): StreamMessage {
  const message: StreamMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      message.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event') message[field] = value;
    else if (field === 'data')
      message.data = message.data === undefined ? value : `${message.data}\n${value}`;
  }
  return message;
}

export function readEventStream(body: ReadableStream<Uint8Array>): EventStreamReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  const messages: StreamMessage[] = [];
  let reading: Promise<void> | undefined;

  /** Reads one chunk; a read still pending from a wait that timed out is the one awaited. */
  const readChunk = () => {
    reading ??= reader.read().then((chunk) => {
      reading = undefined;
      if (chunk.done) done = true;
      else text += decoder.decode(chunk.value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        messages.push(parseMessage(text.slice(0, end)));
        text = text.slice(end + 2);
      }
    });
    return reading;
  };

  const within = async <T>(timeoutMs: number, what: string, work: () => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([work(), late]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    next: (timeoutMs = 5_000) =>
      within(timeoutMs, 'no message', async () => {
        while (messages.length === 0) {
          if (done) throw new Error('the stream ended');
          await readChunk();
        }
        return messages.shift() as StreamMessage;
      }),
    ended: (timeoutMs = 5_000) =>
      within(timeoutMs, 'the stream did not end', async () => {
        while (!done) await readChunk();
        return messages.splice(0);
      }),
    close: () => reader.cancel().catch(() => {}),
  };
}
