// Signs Try-it-out requests in the browser, as every client of the service must: the page cannot call
// the sandbox otherwise. The secret token never leaves this page: only the signature is sent.
// Rules (docs/protocol.md): x-request-timestamp is yyyyMMddHHmmssSSS in Vietnam time (UTC+7, no
// daylight saving); x-signature is lowercase-hex HMAC-SHA512, keyed with the secret token as UTF-8,
// over "<timestamp>:<the exact body sent>", with "{}" in place of a missing body.
(function (global) {
  'use strict';

  const VIETNAM_OFFSET_MILLIS = 7 * 60 * 60 * 1000;

  function pad(value, width) {
    return String(value).padStart(width, '0');
  }

  /** The 17-digit timestamp of an instant (milliseconds since the epoch), in Vietnam time. */
  function vietnamTimestamp(epochMillis) {
    const t = new Date(epochMillis + VIETNAM_OFFSET_MILLIS);
    return pad(t.getUTCFullYear(), 4) + pad(t.getUTCMonth() + 1, 2) + pad(t.getUTCDate(), 2)
      + pad(t.getUTCHours(), 2) + pad(t.getUTCMinutes(), 2) + pad(t.getUTCSeconds(), 2)
      + pad(t.getUTCMilliseconds(), 3);
  }

  /** The signature of a request: a promise of 128 lowercase hex characters. */
  async function sign(secretToken, timestamp, body) {
    const utf8 = new TextEncoder();
    const key = await crypto.subtle.importKey('raw', utf8.encode(secretToken),
      { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
    const text = timestamp + ':' + (body === undefined || body === null || body === '' ? '{}' : body);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8.encode(text)));
    return Array.from(mac, b => b.toString(16).padStart(2, '0')).join('');
  }

  /**
   * A Swagger UI request interceptor that signs every call of an operation (paths under /v1/) with the
   * credentials credentials() returns at the time of the call.
   */
  function signingInterceptor(credentials) {
    return async function (request) {
      if (!new URL(request.url, global.location.href).pathname.startsWith('/v1/')) {
        return request;
      }
      const { clientId, secretToken } = credentials();
      const body = typeof request.body === 'string' ? request.body : undefined;
      const timestamp = vietnamTimestamp(Date.now());
      request.headers['x-client-id'] = clientId;
      request.headers['x-request-timestamp'] = timestamp;
      request.headers['x-signature'] = await sign(secretToken, timestamp, body);
      return request;
    };
  }

  /**
   * The contract as the page shows it: this sandbox first among the servers, so Execute calls it.
   * The contract's servers are a YAML list under the top-level "servers:" key.
   */
  function withThisSandboxFirst(yaml, origin) {
    return yaml.replace(/^servers:\n(\s*)- /m, (match, indent) =>
      'servers:\n' + indent + '- url: ' + origin + '\n' + indent
        + '  description: This sandbox (the page signs each request in your browser)\n' + indent + '- ');
  }

  global.PayCollectSigning = { vietnamTimestamp, sign, signingInterceptor, withThisSandboxFirst };
})(window);
