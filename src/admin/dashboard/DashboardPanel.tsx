/**
 * The back-office home's figures (GET /admin/dashboard, one request): only the sections the staff
 * member's roles allow, over their zones. Every figure links to the filtered list behind it.
 */
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useCanAccess, useDataProvider } from 'react-admin';
import type { Dashboard } from '../../shared/contracts/admin-dashboard';
import { formatMoney } from '../../shared/money';
import { fechaHora } from '../common/format';
import type { AdminDataProvider } from '../providers/data-provider';
import { links } from './links';
import { M } from './messages';
import { FunnelChart, SalesByDayChart, SalesByZoneChart } from './SalesCharts';

const usd = (v: string) => formatMoney(v, '$');
const bs = (v: string) => formatMoney(v, 'Bs.');

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Figure({ to, label, value, detail }: { to: string; label: string; value: string; detail?: ReactNode }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {label}
        </Typography>
        <MuiLink component={Link} to={to} underline="hover" sx={{ display: 'block', fontSize: '1.6rem', fontWeight: 600 }}>
          {value}
        </MuiLink>
        {detail}
      </CardContent>
    </Card>
  );
}

function Sales({ d }: { d: Dashboard }) {
  const v = d.ventas!;
  // product pages only for staff who may open the product area
  const { canAccess: productos } = useCanAccess({ resource: 'producto', action: 'show' });
  const d30 = v.periodos.find((p) => p.clave === '30d')!;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {v.periodos.map((p) => (
          <Figure
            key={p.clave}
            to={links.pedidos({ desde: p.desde, hasta: p.hasta })}
            label={M.periodos[p.clave]}
            value={usd(p.totalUsd)}
            detail={
              <Typography variant="body2" color="text.secondary">
                {bs(p.totalBs)} · {M.pedidos(p.ordenes)}
                <br />
                {M.ticket}: {usd(p.ticketPromedioUsd)} · {bs(p.ticketPromedioBs)}
              </Typography>
            }
          />
        ))}
        <Figure
          to={links.pedidos({ estatus: 1 })}
          label={M.porVerificar}
          value={String(v.porVerificar)}
          detail={
            <Typography variant="body2" color="text.secondary">
              {M.porVerificarAyuda}
            </Typography>
          }
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Section title={M.porDia}>
          <SalesByDayChart porDia={v.porDia} />
        </Section>
        <Section title={M.embudo}>
          <FunnelChart embudo={v.embudo} desde={d30.desde} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {v.embudo.map((e) => (
              <Chip
                key={e.estatus}
                size="small"
                clickable
                component={Link}
                to={links.pedidos({ estatus: e.estatus, desde: d30.desde })}
                label={`${e.nombre}: ${e.ordenes}`}
              />
            ))}
          </Stack>
        </Section>
        <Section title={M.porZona}>
          <SalesByZoneChart porZona={v.porZona} desde={d30.desde} hasta={d30.hasta} />
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{M.zona}</TableCell>
                <TableCell align="right">{M.total}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {v.porZona.map((z) => (
                <TableRow key={z.zonaId}>
                  <TableCell>
                    <Link to={links.pedidos({ zonaId: z.zonaId, desde: d30.desde, hasta: d30.hasta })}>{z.nombre}</Link>
                  </TableCell>
                  <TableCell align="right">
                    {usd(z.totalUsd)}
                    <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                      {bs(z.totalBs)} · {M.pedidos(z.ordenes)}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
        <Section title={M.topProductos}>
          {v.topProductos.length === 0 ? (
            <Typography color="text.secondary">{M.sinVentas}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{M.producto}</TableCell>
                  <TableCell align="right">{M.unidades}</TableCell>
                  <TableCell align="right">{M.total}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {v.topProductos.map((p) => (
                  <TableRow key={p.productoId}>
                    <TableCell>{productos ? <Link to={links.producto(p.productoId)}>{p.nombre}</Link> : p.nombre}</TableCell>
                    <TableCell align="right">{p.unidades}</TableCell>
                    <TableCell align="right">{usd(p.totalUsd)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
      </Box>
    </>
  );
}

function Others({ d }: { d: Dashboard }) {
  const desde7 = d.ventas?.periodos.find((p) => p.clave === '7d')?.desde ?? weekStart(d.hoy);
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {d.clientesNuevos && (
        <Section title={M.clientesNuevos}>
          <Stack direction="row" spacing={3}>
            {(['hoy', 'd7', 'd30'] as const).map((k) => (
              <Box key={k}>
                <Typography variant="caption" color="text.secondary">
                  {M.clientes[k]}
                </Typography>
                <MuiLink component={Link} to={links.clientes(k === 'hoy' ? d.hoy : k === 'd7' ? weekStart(d.hoy) : monthStart(d.hoy))} sx={{ display: 'block', fontSize: '1.4rem', fontWeight: 600 }}>
                  {d.clientesNuevos![k]}
                </MuiLink>
              </Box>
            ))}
          </Stack>
        </Section>
      )}
      {d.inventarioBajo && (
        <Section title={M.inventarioBajo(d.inventarioBajo.umbral)}>
          {d.inventarioBajo.zonas.length === 0 && <Typography color="text.secondary">{M.sinInventarioBajo}</Typography>}
          {d.inventarioBajo.zonas.map((z) => (
            <Box key={z.zonaId} sx={{ mb: 1 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="subtitle2">{z.nombre}</Typography>
                <Link to={links.inventarioBajo(z.zonaId)}>{M.verTodos(z.total)}</Link>
              </Stack>
              {z.muestra.map((m) => (
                <Typography key={m.inventarioId} variant="body2">
                  <Link to={links.inventario(m.inventarioId)}>{m.nombre}</Link> · {m.sucursal}: <strong>{m.existencia}</strong>
                </Typography>
              ))}
            </Box>
          ))}
        </Section>
      )}
      {d.busquedasSinResultado && (
        <Section title={M.sinResultado} action={<Link to={links.sinResultados(desde7)}>{M.verHistorial}</Link>}>
          {d.busquedasSinResultado.length === 0 && <Typography color="text.secondary">{M.sinBusquedasFallidas}</Typography>}
          {d.busquedasSinResultado.map((b) => (
            <Stack key={b.query} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Link to={links.sinResultados(desde7, b.query)}>{b.query}</Link>
              <Typography variant="body2">{b.busquedas}</Typography>
            </Stack>
          ))}
        </Section>
      )}
    </Box>
  );
}

const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekStart = (hoy: string) => shift(hoy, -6);
const monthStart = (hoy: string) => shift(hoy, -29);

export default function DashboardPanel() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const query = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.getCustom<Dashboard>('dashboard'), staleTime: 20_000 });
  if (query.isPending) return <LinearProgress aria-label={M.cargando} />;
  if (query.isError) return <Alert severity="error">{M.error}</Alert>;
  const d = query.data;
  const nothing = !d.ventas && !d.clientesNuevos && !d.inventarioBajo && !d.busquedasSinResultado;
  if (nothing) return <Alert severity="info">{M.sinSecciones}</Alert>;
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {M.cifrasDe}:
        </Typography>
        {d.zonas.length === 0 ? <Alert severity="warning">{M.sinZonas}</Alert> : d.zonas.map((z) => <Chip key={z.id} size="small" label={z.nombre} />)}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          {M.actualizado}: {fechaHora(d.generadoEn)}
        </Typography>
      </Stack>
      {d.ventas && <Sales d={d} />}
      <Others d={d} />
    </Box>
  );
}
