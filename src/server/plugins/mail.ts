/**
 * Outgoing e-mail: SMTP when SMTP_URL is set, otherwise each message is written to the outbox folder as
 * an .eml file with a .json sidecar (to, subject, text, links) that people and tests can read.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** What the outbox's .json sidecar holds. */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  links: string[];
  fecha: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Pick<Mailer, 'send'>;
  }
}

/** The URLs in a text, without trailing sentence punctuation. */
export function linksIn(text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((l) => l.replace(/[.,;:!?)]+$/, ''));
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl, { from });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      const fecha = new Date().toISOString();
      const name = `${fecha.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const entry: OutboxEntry = { to: mail.to, subject: mail.subject, text: mail.text, links: linksIn(mail.text), fecha };
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, `${name}.eml`), info.message as Buffer);
      // written aside then renamed, so a reader never sees half a sidecar
      await writeFile(join(outboxDir, `${name}.json.tmp`), JSON.stringify(entry, null, 2));
      await rename(join(outboxDir, `${name}.json.tmp`), join(outboxDir, `${name}.json`));
    },
    close: () => transport.close(),
  };
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom'>): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.outboxDir, config.mailFrom);
}

export default fp(
  async function mailPlugin(app) {
    const mailer = createMailer(app.config);
    app.decorate('mailer', { send: (mail: OutgoingMail) => mailer.send(mail) });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
