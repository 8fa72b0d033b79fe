// For unit tests under jsdom that reach the demo backend through MSW's Node interceptor.

/** Node's fetch (which MSW intercepts) under jsdom, whose AbortSignal Node's fetch refuses: the abort is raced here. */
export const nodeFetch: typeof fetch = (input, { signal, ...init } = {}) =>
  new Promise((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason));
    fetch(input, init).then(resolve, reject);
  });
