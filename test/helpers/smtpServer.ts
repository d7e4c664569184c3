import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what arrived, parsed.
 * It can refuse a recipient for good (550) or the next messages for now (451).
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const rejected = new Set<string>();
  let temporaryFailures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase()))
        return callback(smtpError('5.1.1 Recipient address rejected: no such user', 550));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (temporaryFailures > 0) {
            temporaryFailures -= 1;
            return callback(smtpError('4.3.0 Temporary failure, try again later', 451));
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mail to this address is refused with 550, as an unknown mailbox is. */
    reject: (address: string) => rejected.add(address.toLowerCase()),
    unreject: (address: string) => rejected.delete(address.toLowerCase()),
    /** The next n messages are refused with 451 ("try again later"). */
    failNext: (count: number) => void (temporaryFailures = count),
    /** One raw header line of a received message, e.g. `list-unsubscribe`. */
    header: (mail: ParsedMail, name: string) =>
      mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? null,
    to: (mail: ParsedMail) =>
      [mail.to ?? []].flat().flatMap((to) => to.value.map((v) => v.address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
