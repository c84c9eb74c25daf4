/**
 * OneSignal REST API adapter (used only when ONESIGNAL_APP_ID and ONESIGNAL_API_KEY are configured):
 * `POST {apiUrl}/notifications?c=push` with `Authorization: Key <api key>`, targeting customers by their
 * external id (the user uuid, which the apps log in with), at most 20,000 per request.
 */
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
  /** Sends to the customers with these external ids; resolves how many OneSignal accepted. */
  send(message: PushMessage, externalIds: string[]): Promise<{ recibidos: number }>;
}

export const ONESIGNAL_BATCH = 20_000;

export class PushProviderError extends Error {}

export function oneSignalProvider(config: OneSignalConfig, fetchImpl: typeof fetch = fetch): PushProvider {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/notifications?c=push`;
  return {
    name: 'onesignal',
    async send(message, externalIds) {
      let recibidos = 0;
      for (let i = 0; i < externalIds.length; i += ONESIGNAL_BATCH) {
        const batch = externalIds.slice(i, i + ONESIGNAL_BATCH);
        const body: Record<string, unknown> = {
          app_id: config.appId,
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
