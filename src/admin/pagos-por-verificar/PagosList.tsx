import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Box, Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, List, Pagination, SearchInput, SelectInput, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DecisionPago, PagoPorVerificar } from '../../shared/contracts/payments-queue';
import { LIST_PAGE_SIZE } from '../../shared/enums';
import { formatMoney } from '../../shared/money';
import { fechaHora } from '../common/format';
import type { AdminDataProvider } from '../providers/data-provider';
import { RejectDialog } from './RejectDialog';
import { PENDIENTES_KEY, usePendingCount } from '../layout/usePendingPayments';

const R = 'resources.pagos-por-verificar';

function useFilters() {
  const translate = useTranslate();
  const { data } = usePendingCount();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${R}.filters.q`)} />,
    <SelectInput key="tipo" source="tipo" label={`${R}.filters.tipo`} alwaysOn choices={(data?.tipos ?? []).map((t) => ({ id: t.tipo, name: `${t.nombre} (${t.total})` }))} />,
  ];
}

function Monto({ p }: { p: PagoPorVerificar }) {
  const translate = useTranslate();
  return (
    <Box textAlign="right" sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2" fontWeight={700}>
        {formatMoney(p.monto, '$')}
      </Typography>
      <Typography variant="body2">{formatMoney(p.montoBs, 'Bs.')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`${R}.lista.tasa`, { tasa: formatMoney(p.tasa, '') })}
      </Typography>
    </Box>
  );
}

function Referencia({ p }: { p: PagoPorVerificar }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {p.referencia ?? '—'}
      </Typography>
      {p.duplicado && (
        <Tooltip title={translate(`${R}.lista.duplicado_ayuda`, { otros: p.duplicados.join(', ') })}>
          <Chip size="small" color="warning" icon={<ReportProblemIcon />} label={translate(`${R}.lista.duplicado`)} />
        </Tooltip>
      )}
    </Stack>
  );
}

/**
 * The queue as a table one works from the keyboard: a row has the focus (arrows or J/K), A approves it at
 * once, R asks for the rejection; the mouse has the same two buttons on every row.
 */
function PagosTable() {
  const { data, isPending } = useListContext<PagoPorVerificar & { id: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [chosen, setActive] = useState(0);
  const [rejecting, setRejecting] = useState<PagoPorVerificar | null>(null);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const pagos = data ?? [];
  // after a decision the list is shorter: the focus stays on the last row
  const active = Math.min(chosen, Math.max(pagos.length - 1, 0));

  const { mutate, isPending: busy } = useMutation({
    mutationFn: ({ p, aprobar, nota }: { p: PagoPorVerificar; aprobar: boolean; nota?: string }) =>
      dataProvider.putCustom<DecisionPago>(`pagos-por-verificar/${p.tipo}/${p.registroId}`, { decision: aprobar ? 'aprobar' : 'rechazar', ...(nota ? { nota } : {}) }),
    onSuccess: (_r, { p, aprobar }) => {
      setRejecting(null);
      notify(`${R}.decision.${aprobar ? 'aprobado' : 'rechazado'}`, { type: aprobar ? 'success' : 'info', messageArgs: { descripcion: p.descripcion } });
      void queryClient.invalidateQueries({ queryKey: PENDIENTES_KEY });
      refresh();
    },
    onError: (error: Error) => {
      setRejecting(null);
      notify(error.message, { type: 'error' });
      refresh();
    },
  });

  const focusRow = (i: number) => {
    setActive(i);
    rows.current[i]?.focus();
  };
  const onKey = (event: KeyboardEvent, i: number) => {
    const p = pagos[i];
    if (!p || busy || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === 'arrowdown' || key === 'j') focusRow(Math.min(i + 1, pagos.length - 1));
    else if (key === 'arrowup' || key === 'k') focusRow(Math.max(i - 1, 0));
    else if (key === 'a') mutate({ p, aprobar: true });
    else if (key === 'r') setRejecting(p);
    else return;
    event.preventDefault();
  };

  if (!isPending && pagos.length === 0) {
    return (
      <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
        {translate(`${R}.lista.vacio`)}
      </Typography>
    );
  }
  const f = (key: string) => translate(`${R}.fields.${key}`);
  return (
    <>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1 }}>
        {translate(`${R}.lista.ayuda`)}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`${R}.lista.tabla`)}>
          <TableHead>
            <TableRow>
              <TableCell>{f('fecha')}</TableCell>
              <TableCell>{f('descripcion')}</TableCell>
              <TableCell>{f('cliente')}</TableCell>
              <TableCell>{f('metodo')}</TableCell>
              <TableCell>{f('referencia')}</TableCell>
              <TableCell align="right">{f('monto')}</TableCell>
              <TableCell align="center">{f('acciones')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pagos.map((p, i) => (
              <TableRow
                key={p.id}
                ref={(el) => {
                  rows.current[i] = el;
                }}
                tabIndex={i === active ? 0 : -1}
                selected={i === active}
                onFocus={() => setActive(i)}
                onKeyDown={(e) => onKey(e, i)}
                data-testid={`pago-${p.id}`}
                sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{fechaHora(p.fecha)}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={p.tipoNombre} sx={{ mb: 0.5 }} />
                  <Typography variant="body2">
                    <Link to={p.enlace}>{p.descripcion}</Link>
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{p.cliente.nombre}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {p.cliente.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{p.metodo.nombre}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {p.banco ?? ''}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Referencia p={p} />
                </TableCell>
                <TableCell align="right">
                  <Monto p={p} />
                </TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={`${translate(`${R}.decision.aprobar`)} (A)`}>
                    <span>
                      <IconButton color="success" aria-label={`${translate(`${R}.decision.aprobar`)} ${p.descripcion}`} disabled={busy} onClick={() => mutate({ p, aprobar: true })}>
                        <CheckIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={`${translate(`${R}.decision.rechazar`)} (R)`}>
                    <span>
                      <IconButton color="error" aria-label={`${translate(`${R}.decision.rechazar`)} ${p.descripcion}`} disabled={busy} onClick={() => setRejecting(p)}>
                        <CloseIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <RejectDialog pago={rejecting} busy={busy} onClose={() => setRejecting(null)} onConfirm={(nota) => rejecting && mutate({ p: rejecting, aprobar: false, nota })} />
    </>
  );
}

/** Every manual payment the staff member verifies, oldest first. */
export function PagosList() {
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'fecha', order: 'ASC' }}
      perPage={LIST_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}
      exporter={false}
      actions={false}
    >
      <PagosTable />
    </List>
  );
}
