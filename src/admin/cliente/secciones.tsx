/**
 * The sections of the customer page, in order. Each is a component reading the ClienteDetalle record
 * (GET /admin/cliente/{id} gathers the other domains' parts: balance, membership, referrals...); a new
 * section is one more entry in CLIENTE_SECCIONES.
 */
import { Box, Link as MuiLink, Rating, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Link, useCreatePath, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { ClienteDetalle } from '../../shared/contracts/admin-customers';
import { formatMoney, type Amount } from '../../shared/money';
import { usuarioEstatusNombre, type UsuarioEstatusId } from '../../shared/enums';
import { fechaHora } from '../common/format';
import { Seccion, Vacio } from './Seccion';

const usd = (a: Amount) => formatMoney(a, '$');
const bs = (a: Amount) => formatMoney(a, 'Bs.');

export interface ClienteSeccion {
  id: string;
  /** Columns of the two-column grid it spans on wide screens (1 or 2). */
  ancho: 1 | 2;
  Component: ComponentType;
}

function useCliente(): ClienteDetalle | undefined {
  return useRecordContext<ClienteDetalle>();
}

function useT() {
  const translate = useTranslate();
  return (key: string, options?: object) => translate(`resources.cliente.detalle.${key}`, options);
}

function PedidoLink({ id }: { id: number }) {
  const createPath = useCreatePath();
  const t = useT();
  return <Link to={createPath({ resource: 'pedido', type: 'show', id })}>{t('pedido', { id })}</Link>;
}

function Pedidos() {
  const c = useCliente()!;
  const t = useT();
  const { permissions } = usePermissions<string[]>();
  const seesOrders = Array.isArray(permissions) && permissions.includes('ROLE_PEDIDO');
  return (
    <Seccion titulo={t('pedidos', { total: c.ordenesTotal })}>
      <Typography variant="caption" color="text.secondary">
        {t('pedidos_zonas')}
        {c.ordenesTotal > c.ordenes.length ? ` · ${t('ultimos', { n: c.ordenes.length })}` : ''}
      </Typography>
      {c.ordenes.length === 0 ? (
        <Vacio>{t('sin_pedidos')}</Vacio>
      ) : (
        <Table size="small" aria-label={t('pedidos', { total: c.ordenesTotal })}>
          <TableBody>
            {c.ordenes.map((o) => (
              <TableRow key={o.id}>
                <TableCell>
                  <Box sx={{ whiteSpace: 'nowrap' }}>
                    <PedidoLink id={o.id} />
                  </Box>
                  <Typography variant="caption" color="text.secondary">
                    {fechaHora(o.creadoEn)}
                  </Typography>
                </TableCell>
                <TableCell>{o.estatusNombre}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{o.zonaNombre}</TableCell>
                <TableCell align="right">
                  {usd(o.total)}
                  <Typography variant="caption" color="text.secondary" display="block">
                    {bs(o.totalBs)}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {c.ordenesTotal > 0 && seesOrders && (
        <MuiLink component={Link} to={`/pedido?filter=${encodeURIComponent(JSON.stringify({ cliente: c.email }))}`} variant="body2">
          {t('ver_todos')}
        </MuiLink>
      )}
    </Seccion>
  );
}

function Saldo() {
  const c = useCliente()!;
  const t = useT();
  return (
    <Seccion titulo={t('saldo')}>
      <Typography variant="h5" component="p" data-testid="cliente-saldo">
        {usd(c.saldo)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {bs(c.saldoBs)}
      </Typography>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('movimientos', { total: c.movimientosTotal })}
      </Typography>
      {c.movimientos.length === 0 ? (
        <Vacio>{t('sin_movimientos')}</Vacio>
      ) : (
        <Table size="small">
          <TableBody>
            {c.movimientos.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{fechaHora(m.fechaHora)}</TableCell>
                <TableCell>
                  {m.tipo}
                  <Typography variant="caption" color="text.secondary" display="block">
                    {m.descripcion}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ color: m.monto.startsWith('-') ? 'error.main' : 'success.main' }}>
                  {usd(m.monto)}
                </TableCell>
                <TableCell align="right">{usd(m.saldoResultante)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Seccion>
  );
}

function Historial() {
  const c = useCliente()!;
  const t = useT();
  const nombre = (e: number) => usuarioEstatusNombre[e as UsuarioEstatusId] ?? String(e);
  return (
    <Seccion titulo={t('historial')}>
      {c.historialEstatus.length === 0 ? (
        <Vacio>{t('sin_historial')}</Vacio>
      ) : (
        <Table size="small">
          <TableBody>
            {c.historialEstatus.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{fechaHora(h.fechaHora)}</TableCell>
                <TableCell>
                  {nombre(h.estatusAnterior)} → <strong>{nombre(h.estatus)}</strong>
                  <Typography variant="caption" color="text.secondary" display="block">
                    {h.autor ?? ''}
                  </Typography>
                </TableCell>
                <TableCell>{h.motivo}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Seccion>
  );
}

function Direcciones() {
  const c = useCliente()!;
  const t = useT();
  return (
    <Seccion titulo={t('direcciones')}>
      {c.direcciones.length === 0 ? (
        <Vacio>{t('sin_direcciones')}</Vacio>
      ) : (
        <Stack spacing={1}>
          {c.direcciones.map((d) => (
            <Box key={d.id} sx={{ opacity: d.estatus === 1 ? 1 : 0.6 }}>
              <Typography variant="body2" fontWeight={600}>
                {d.nombre} · {d.zonaNombre}, {d.sectorNombre}
                {d.estatus === 1 ? '' : ` (${t('inactiva')})`}
              </Typography>
              <Typography variant="body2">{d.direccion}</Typography>
              {d.referencia && (
                <Typography variant="caption" color="text.secondary">
                  {d.referencia}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Seccion>
  );
}

function Cupones() {
  const c = useCliente()!;
  const t = useT();
  return (
    <Seccion titulo={t('cupones')}>
      {c.cupones.length === 0 ? (
        <Vacio>{t('sin_cupones')}</Vacio>
      ) : (
        <Table size="small">
          <TableBody>
            {c.cupones.map((u) => (
              <TableRow key={`${u.cuponId}-${u.ordenId}`}>
                <TableCell>
                  <strong>{u.codigo}</strong> · {u.nombre}
                </TableCell>
                <TableCell>
                  <PedidoLink id={u.ordenId} />
                </TableCell>
                <TableCell>{fechaHora(u.fechaHora)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Seccion>
  );
}

function Calificaciones() {
  const c = useCliente()!;
  const t = useT();
  return (
    <Seccion titulo={t('calificaciones')}>
      {c.calificaciones.length === 0 ? (
        <Vacio>{t('sin_calificaciones')}</Vacio>
      ) : (
        <Stack spacing={1}>
          {c.calificaciones.map((r) => (
            <Box key={r.ordenId}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Rating value={r.puntuacion} readOnly size="small" />
                <PedidoLink id={r.ordenId} />
                <Typography variant="caption" color="text.secondary">
                  {fechaHora(r.fechaHora)}
                </Typography>
              </Stack>
              {r.comentario && <Typography variant="body2">{r.comentario}</Typography>}
            </Box>
          ))}
        </Stack>
      )}
    </Seccion>
  );
}

/** Whom the customer invited and who invited them ('Comparte y gana'), with the reward's status. */
function Referidos() {
  const c = useCliente()!;
  const t = useT();
  const createPath = useCreatePath();
  return (
    <Seccion titulo={t('referidos')}>
      {c.referidos.length === 0 ? (
        <Vacio>{t('sin_referidos')}</Vacio>
      ) : (
        <Table size="small" aria-label={t('referidos')}>
          <TableBody>
            {c.referidos.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  {t(r.rol === 'invito' ? 'invito_a' : 'invitado_por')}{' '}
                  <Link to={createPath({ resource: 'cliente', type: 'show', id: r.otroUsuarioId })}>{r.otroNombre || r.otroEmail}</Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {fechaHora(r.creadoEn)}
                  </Typography>
                </TableCell>
                <TableCell>{r.estatusNombre}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {r.monto === null ? '—' : usd(r.monto)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Seccion>
  );
}

/** The page's sections after the profile, in order (see the module comment to add one). */
export const CLIENTE_SECCIONES: ClienteSeccion[] = [
  { id: 'pedidos', ancho: 1, Component: Pedidos },
  { id: 'saldo', ancho: 1, Component: Saldo },
  { id: 'historial', ancho: 1, Component: Historial },
  { id: 'direcciones', ancho: 1, Component: Direcciones },
  { id: 'cupones', ancho: 1, Component: Cupones },
  { id: 'calificaciones', ancho: 1, Component: Calificaciones },
  { id: 'referidos', ancho: 1, Component: Referidos },
];
