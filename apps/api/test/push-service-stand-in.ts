import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import ece from 'http_ece';

/** One request the stand-in received, as a push service would. */
export type ReceivedPush = {
  deviceId: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** What the stand-in answered. */
  status: number;
};

/**
 * A local stand-in for a browser's push service (RFC 8030): every POST to /push/<device> is
 * kept and answered 201, unless the test queued other answers for that device (a 410 for a
 * subscription that has ended, 503s for a service that is busy).
 */
export function startPushServiceStandIn() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const deviceId = (req.url ?? '').replace(/^\/push\//, '');
      const status = answers.get(deviceId)?.shift() ?? 201;
      received.push({ deviceId, headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status).end();
    });
  });
  return new Promise<{
    origin: string;
    received: ReceivedPush[];
    /** Answers the next requests for the device with these statuses, in order. */
    answer: (deviceId: string, ...statuses: number[]) => void;
    /** A browser's subscription on this service, with the keys that read what it is sent. */
    newDevice: () => ReturnType<typeof newDevice>;
    close: () => void;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        origin,
        received,
        answer: (deviceId, ...statuses) => answers.set(deviceId, statuses),
        newDevice: () => newDevice(origin),
        close: () => server.close(),
      });
    });
  });
}

/** A device as a browser makes one: a P-256 key pair and a 16-byte auth secret. */
function newDevice(origin: string) {
  const id = randomUUID();
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    id,
    subscription: {
      endpoint: `${origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
    /** The payload, decrypted as the browser would (aes128gcm, RFC 8291). */
    decrypt(body: Buffer): unknown {
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
      return JSON.parse(plain.toString('utf8'));
    },
  };
}

/**
 * The VAPID claims of an Authorization header (`vapid t=<JWT>, k=<key>`, RFC 8292), after
 * checking the JWT's ES256 signature against the key it names: what a push service checks.
 */
export function verifiedVapidClaims(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT is not signed by the key it names');
  return {
    publicKey: match[2],
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}
