import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recoveryMail, verificationMail } from '../../../src/server/auth/mail-templates';
import { createMailer, linksIn, type OutboxEntry } from '../../../src/server/plugins/mail';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('auth mail templates', () => {
  it('put the link in the text and the HTML and escape the name', () => {
    const link = 'https://tienda.ve/auth/verificar-cuenta?token=abc_DEF-1';
    const mail = verificationMail('Ana <b>', link, 48);
    expect(mail.subject).toContain('Verifique su correo');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('48 horas');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Ana &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('recovery mail says how long the link lasts', () => {
    const mail = recoveryMail('Ana', 'http://x/auth/recuperar-clave?token=t', 60);
    expect(mail.subject).toContain('Recuperación de clave');
    expect(mail.text).toContain('60 minutos');
  });
});

describe('outbox mailer', () => {
  it('writes an .eml and a .json sidecar with the links', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'mz-outbox-'));
    dirs.push(outboxDir);
    const mailer = createMailer({ smtpUrl: null, outboxDir, mailFrom: 'Tienda <no-responder@tienda.ve>' });
    await mailer.send({ to: 'ana@demo.ve', subject: 'Hola', text: 'Vea http://localhost:3000/a?token=xyz ahora', html: '<p>Hola</p>' });
    mailer.close();
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    const eml = readFileSync(join(outboxDir, files.find((f) => f.endsWith('.eml'))!), 'utf8');
    expect(eml).toContain('To: ana@demo.ve');
    expect(eml).toContain('From: Tienda <no-responder@tienda.ve>');
    const entry = JSON.parse(readFileSync(join(outboxDir, files.find((f) => f.endsWith('.json'))!), 'utf8')) as OutboxEntry;
    expect(entry).toMatchObject({ to: 'ana@demo.ve', subject: 'Hola', links: ['http://localhost:3000/a?token=xyz'] });
  });

  it('finds every link in a text', () => {
    expect(linksIn('a https://x.ve/1 b http://y.ve/2?c=d.')).toEqual(['https://x.ve/1', 'http://y.ve/2?c=d']);
  });
});
