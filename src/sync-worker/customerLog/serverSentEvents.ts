/** One message of a `text/event-stream` body. */
export interface ServerSentEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Reads a server-sent events body message by message, as the HTML standard defines the format: lines of
 * `field: value`, a blank line ending a message, `:` lines being comments (a server's keep-alive), several `data`
 * lines joined by a line break. The worker reads the customer's log stream with fetch, not EventSource, because
 * it must send the customer's token in a header.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let message: ServerSentEvent = { id: null, event: 'message', data: '' };
  let hasData = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (hasData) yield message;
          message = { id: null, event: 'message', data: '' };
          hasData = false;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') message.id = value;
        else if (field === 'event') message.event = value;
        else if (field === 'data') {
          message.data = hasData ? `${message.data}\n${value}` : value;
          hasData = true;
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
}
