/**
 * Footer: apps, useful links, customer service hours, delivery times and accepted payments. Plain
 * elements (footer.module.css): it loads right after every page's first paint.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { compare } from '../../../shared/money';
import { deliveryDuration, deliveryHeadline } from '../../../shared/shipping';
import { zoneShippingQuery } from '../../lib/queries';
import { useMoney } from '../../lib/use-website';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/config';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';
import css from './footer.module.css';

/** A link of the footer's columns. */
function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={css.link}>
      {children}
    </Link>
  );
}

/** Areas listed in the footer, quickest first. */
const FOOTER_AREAS = 4;

/** The zone's delivery times and costs, as its data says (GET /api/zona/envio). */
function DeliveryFacts({ zona }: { zona: string | null }) {
  const { data } = useQuery(zoneShippingQuery(zona));
  const money = useMoney();
  if (!zona) return <p>Elija su zona para ver los tiempos y costos de entrega.</p>;
  if (!data) return null;
  const headline = deliveryHeadline(data, money);
  return (
    <>
      {data.area.slice(0, FOOTER_AREAS).map((a) => (
        <p key={a.nombre}>
          {a.nombre}: <strong>{deliveryDuration(a.tiempoEnvio)}</strong>
          {compare(a.costoEnvio, 0) === 0 ? ', gratis' : `, ${money(a.costoEnvio)}`}
        </p>
      ))}
      <p className={css.headline}>{headline ? `${headline}.` : 'En esta zona solo ofrecemos retiro en tienda.'}</p>
    </>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={css.title}>{title}</h2>
      <div className={css.stack}>{children}</div>
    </div>
  );
}

export default function Footer() {
  const loggedIn = useSessionStore((s) => s.claims !== null);
  const zona = useZoneStore((s) => s.slug);

  return (
    <footer className={css.footer}>
      <div className={css.container}>
        <div className={css.columns}>
          <Column title="Descarga nuestra app">
            <p className={css.muted}>Haga su mercado desde el teléfono, esté donde esté.</p>
            <div className={css.badges}>
              <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
                <img src="/badge-app-store.svg" alt="Descargar en App Store" height={40} />
              </a>
              <a href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
                <img src="/badge-google-play.svg" alt="Disponible en Google Play" height={40} />
              </a>
            </div>
          </Column>
          <Column title="Enlaces útiles">
            <FooterLink to={link('inicio')}>Elegir zona de entrega</FooterLink>
            {zona && (
              <>
                <FooterLink to={link('quieneSomos', { zona })}>Quiénes somos</FooterLink>
                <FooterLink to={link('preguntasFrecuentes', { zona })}>Preguntas frecuentes</FooterLink>
                <FooterLink to={link('terminosCondiciones', { zona })}>Términos y condiciones</FooterLink>
                <FooterLink to={link('politicasPrivacidad', { zona })}>Políticas de privacidad</FooterLink>
                <FooterLink to={link('politicasDevolucion', { zona })}>Políticas de devolución</FooterLink>
              </>
            )}
            {loggedIn ? (
              <FooterLink to={link('logout')}>Cerrar sesión</FooterLink>
            ) : (
              <>
                <FooterLink to={link('login')}>Ingresar</FooterLink>
                <FooterLink to={link('registro')}>Crear cuenta</FooterLink>
                <FooterLink to={link('recuperarClave')}>Recuperar contraseña</FooterLink>
              </>
            )}
          </Column>
          <Column title="Atención al cliente">
            <p>Atención al cliente 7:30 - 22:00</p>
            <FooterLink to={link('atencionCliente')}>Contáctenos</FooterLink>
          </Column>
          <Column title="Tiempos de entrega">
            <DeliveryFacts zona={zona} />
          </Column>
        </div>
        <div className={css.bottom}>
          <img src="/metodos-pago.svg" alt="Aceptamos tarjetas de débito y crédito, pago móvil y transferencias" />
          <span className={css.copyright}>© {new Date().getFullYear()} Mercado en Zonas</span>
        </div>
      </div>
    </footer>
  );
}
