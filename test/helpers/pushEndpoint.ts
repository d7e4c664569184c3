/**
 * A push service on loopback for tests: records what `web-push` POSTs, answers with the status
 * the test chooses (201, or 410 for an expired subscription), and a browser-side key pair that
 * can decrypt the payload (RFC 8291 / RFC 8188), as the browser would.
 */
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway self-signed certificate for 127.0.0.1 (web-push speaks https only). */
function loopbackCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  let status = 201;
  const tls = loopbackCertificate();
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** A fresh endpoint URL on this server (one per fake browser). */
    endpoint: (name = randomBytes(6).toString('hex')) => `https://127.0.0.1:${port}/push/${name}`,
    /** An agent that trusts this server's certificate, for the app's push provider. */
    agent: new Agent({ ca: tls.cert }),
    answerWith(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm push body the way the browser does. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const derive = (label: string, length: number) =>
        Buffer.from(
          hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length),
        );
      const decipher = createDecipheriv(
        'aes-128-gcm',
        derive('aes128gcm', 16),
        derive('nonce', 12),
      );
      decipher.setAuthTag(ciphertext.subarray(-16));
      const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and optional zero padding.
      return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
    },
  };
}
