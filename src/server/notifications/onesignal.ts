/**
 * OneSignal REST API adapter (used only when ONESIGNAL_APP_ID and ONESIGNAL_API_KEY are configured):
 * `POST {apiUrl}/notifications?c=push` with `Authorization: Key <api key>`, targeting customers by their
 * external id (the user uuid, which the apps log in with), at most 20,000 per request, each with an
 * idempotency key so that a batch sent again (a send taken up after a crash) reaches nobody twice.
 */
import { createHash } from 'node:crypto';

export interface OneSignalConfig {
  appId: string;
  apiKey: string;
  /** https://api.onesignal.com unless ONESIGNAL_API_URL says otherwise (tests point it at a local server). */
  apiUrl: string;
}

export interface PushMessage {
  titulo: string;
  texto: string;
  enlace: string | null;
  /** Absolute image address (or null). */
  imagen: string | null;
}

export interface PushProvider {
  readonly name: string;
  /**
   * Sends to the customers with these external ids; resolves how many OneSignal accepted. The same `key`,
   * ids and order give the same idempotency keys: a send repeated after a crash is not delivered twice.
   */
  send(message: PushMessage, externalIds: string[], key: string): Promise<{ recibidos: number }>;
}

export const ONESIGNAL_BATCH = 20_000;

export class PushProviderError extends Error {}

/** A UUID (version 5 layout) from a name: OneSignal's `idempotency_key` of one batch of a send. */
export function idempotencyKey(name: string): string {
  const h = createHash('sha1').update(name).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export function oneSignalProvider(config: OneSignalConfig, fetchImpl: typeof fetch = fetch): PushProvider {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/notifications?c=push`;
  return {
    name: 'onesignal',
    async send(message, externalIds, key) {
      let recibidos = 0;
      for (let i = 0; i < externalIds.length; i += ONESIGNAL_BATCH) {
        const batch = externalIds.slice(i, i + ONESIGNAL_BATCH);
        const body: Record<string, unknown> = {
          app_id: config.appId,
          idempotency_key: idempotencyKey(`${key}:${i / ONESIGNAL_BATCH}`),
          target_channel: 'push',
          include_aliases: { external_id: batch },
          headings: { es: message.titulo, en: message.titulo },
          contents: { es: message.texto, en: message.texto },
        };
        if (message.enlace) body.url = message.enlace;
        if (message.imagen) {
          body.big_picture = message.imagen;
          body.chrome_web_image = message.imagen;
          body.ios_attachments = { imagen: message.imagen };
        }
        let response: Response;
        try {
          response = await fetchImpl(endpoint, {
            method: 'POST',
            headers: { Authorization: `Key ${config.apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(15_000),
          });
        } catch (e) {
          throw new PushProviderError(`OneSignal no respondió: ${(e as Error).message}`);
        }
        const answer = (await response.json().catch(() => ({}))) as { id?: string; errors?: unknown; recipients?: number };
        if (!response.ok) throw new PushProviderError(`OneSignal respondió ${response.status}: ${JSON.stringify(answer.errors ?? answer).slice(0, 300)}`);
        // aliases OneSignal does not know come back as errors.invalid_aliases; the rest were accepted
        const invalid = (answer.errors as { invalid_aliases?: { external_id?: string[] } } | undefined)?.invalid_aliases?.external_id?.length ?? 0;
        recibidos += typeof answer.recipients === 'number' ? answer.recipients : batch.length - invalid;
      }
      return { recibidos };
    },
  };
}
