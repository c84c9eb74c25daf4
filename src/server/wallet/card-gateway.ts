/**
 * Card payment gateway adapter (hosted payment page), used only when CARD_GATEWAY_URL, CARD_GATEWAY_KEY and
 * CARD_GATEWAY_SECRET are configured:
 * 1. `POST {url}/sesiones` server to server with `Authorization: Bearer <key>` and `Idempotency-Key: <referencia>`
 *    and `{referencia, monto, moneda, descripcion, urlRetorno, urlNotificacion}` answers `{id, url}`: the
 *    gateway's payment page the shopper is sent to;
 * 2. the gateway posts its decision to urlNotificacion (`{sesion, referencia, estado: 'aprobado'|'rechazado',
 *    monto, moneda}`) signed in `X-Firma`: the hex HMAC-SHA256 of the raw body with the shared secret;
 * 3. the shopper comes back to urlRetorno (/procesar), which polls the request until it is decided.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CardGatewayConfig {
  url: string;
  key: string;
  secret: string;
}

export interface SessionRequest {
  /** Our unique reference of the payment (pago_pasarela), also the idempotency key. */
  referencia: string;
  /** Exact decimal, 2 places. */
  monto: string;
  moneda: 'USD';
  descripcion: string;
  urlRetorno: string;
  urlNotificacion: string;
}

export interface Session {
  id: string;
  url: string;
}

export interface GatewayEvent {
  sesion: string;
  referencia: string;
  estado: 'aprobado' | 'rechazado';
  monto: string;
  moneda: string;
}

export const SIGNATURE_HEADER = 'x-firma';

export class CardGatewayError extends Error {}

export function signBody(raw: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

/** Constant-time check of the X-Firma header (hex, optionally prefixed 'sha256=') against the raw body. */
export function validSignature(raw: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const given = header.trim().replace(/^sha256=/i, '').toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signBody(raw, secret), 'hex'));
}

/** The event a signed body carries, or null when it is not one. */
export function parseEvent(raw: Buffer): GatewayEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const e = body as Record<string, unknown>;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 100;
  if (!e || typeof e !== 'object' || !text(e.sesion) || !text(e.referencia) || !text(e.monto) || !text(e.moneda)) return null;
  if (e.estado !== 'aprobado' && e.estado !== 'rechazado') return null;
  return { sesion: e.sesion as string, referencia: e.referencia as string, estado: e.estado, monto: e.monto as string, moneda: e.moneda as string };
}

export interface CardGateway {
  createSession(request: SessionRequest): Promise<Session>;
}

export function cardGateway(config: CardGatewayConfig, fetchImpl: typeof fetch = fetch): CardGateway {
  return {
    async createSession(request) {
      let response: Response;
      try {
        response = await fetchImpl(`${config.url}/sesiones`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${config.key}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': request.referencia,
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (e) {
        throw new CardGatewayError(`La pasarela no respondió: ${(e as Error).message}`);
      }
      const answer = (await response.json().catch(() => ({}))) as Partial<Session>;
      if (!response.ok) throw new CardGatewayError(`La pasarela respondió ${response.status}`);
      if (typeof answer.id !== 'string' || !answer.id || typeof answer.url !== 'string' || !/^https?:\/\//.test(answer.url)) {
        throw new CardGatewayError('La pasarela respondió sin sesión');
      }
      return { id: answer.id, url: answer.url };
    },
  };
}
