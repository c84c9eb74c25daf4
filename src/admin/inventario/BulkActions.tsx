/**
 * Bulk actions on the grid's selection: 'Aplicar oferta %' and 'Ajustar existencia'. Each opens a dialog,
 * asks the server for a preview (what would change, nothing written) and applies it in one transaction
 * only after the clerk has seen it.
 */
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import {
  Alert,
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { LoteExistenciaRespuesta, LoteOfertaRespuesta } from '../../shared/contracts/admin-inventory';
import { formatMoney } from '../../shared/money';
import { errorText, inventarioApi } from './api';

const PREVIEW_ROWS = 200;

interface DialogShellProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onPreview: () => void;
  onApply: () => void;
  canApply: boolean;
  busy: boolean;
  children: ReactNode;
}

function DialogShell({ open, title, onClose, onPreview, onApply, canApply, busy, children }: DialogShellProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="lote-titulo">
      <DialogTitle id="lote-titulo">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('resources.inventario.lote.cancelar')}</MuiButton>
        <MuiButton onClick={onPreview} disabled={busy} variant="outlined">
          {translate('resources.inventario.lote.previsualizar')}
        </MuiButton>
        <MuiButton onClick={onApply} disabled={busy || !canApply} variant="contained">
          {translate('resources.inventario.lote.aplicar')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function useApplied() {
  const notify = useNotify();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  return (count: number) => {
    notify('resources.inventario.lote.aplicado', { type: 'success', messageArgs: { smart_count: count } });
    onUnselectItems();
    refresh();
  };
}

export function BulkOfertaButton() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const applied = useApplied();
  const [open, setOpen] = useState(false);
  const [porcentaje, setPorcentaje] = useState('10');
  const [planes, setPlanes] = useState<(1 | 2 | 3)[]>([1, 2, 3]);
  const [preview, setPreview] = useState<LoteOfertaRespuesta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = (p: boolean) => ({ ids: selectedIds.map(Number), porcentaje: Number(porcentaje.replace(',', '.')), planes, preview: p });
  const reset = () => {
    setPreview(null);
    setError(null);
  };
  const run = async (p: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const res = await inventarioApi.loteOferta(body(p));
      if (p) setPreview(res);
      else {
        setOpen(false);
        reset();
        applied(res.cambios.length);
      }
    } catch (e) {
      setError(errorText(e, 'porcentaje'));
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (plan: 1 | 2 | 3) => {
    reset();
    setPlanes((ps) => (ps.includes(plan) ? ps.filter((x) => x !== plan) : [...ps, plan].sort()));
  };
  return (
    <>
      <Button label="resources.inventario.lote.oferta" onClick={() => setOpen(true)}>
        <LocalOfferIcon />
      </Button>
      <DialogShell
        open={open}
        title={translate('resources.inventario.lote.oferta_titulo', { smart_count: selectedIds.length })}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        onPreview={() => void run(true)}
        onApply={() => void run(false)}
        canApply={preview !== null && preview.cambios.length > 0 && planes.length > 0}
        busy={busy}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('resources.inventario.lote.oferta_ayuda')}</Typography>
          <TextField
            label={translate('resources.inventario.fields.porcentaje')}
            value={porcentaje}
            onChange={(e) => {
              setPorcentaje(e.target.value);
              reset();
            }}
            inputProps={{ inputMode: 'decimal' }}
            size="small"
            sx={{ maxWidth: 200 }}
          />
          <FormGroup row aria-label={translate('resources.inventario.fields.planes')}>
            {([1, 2, 3] as const).map((plan) => (
              <FormControlLabel
                key={plan}
                control={<Checkbox checked={planes.includes(plan)} onChange={() => toggle(plan)} />}
                label={translate(`resources.inventario.planes.${plan}`)}
              />
            ))}
          </FormGroup>
          {error && <Alert severity="error">{error}</Alert>}
          {preview && <OfertaPreview preview={preview} />}
        </Stack>
      </DialogShell>
    </>
  );
}

function OfertaPreview({ preview }: { preview: LoteOfertaRespuesta }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        {translate('resources.inventario.lote.cambios', { smart_count: preview.cambios.length })}
      </Typography>
      {preview.omitidos.length > 0 && <Alert severity="warning">{translate('resources.inventario.lote.omitidos', { smart_count: preview.omitidos.length })}</Alert>}
      {preview.cambios.length === 0 ? (
        <Alert severity="info">{translate('resources.inventario.lote.sin_cambios')}</Alert>
      ) : (
        <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label={translate('resources.inventario.lote.previsualizar')}>
          <Table size="small" stickyHeader aria-label={translate('resources.inventario.lote.previsualizar')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.inventario.fields.productoNombre')}</TableCell>
                <TableCell>{translate('resources.inventario.fields.sucursalNombre')}</TableCell>
                <TableCell>{translate('resources.inventario.fields.plan')}</TableCell>
                <TableCell align="right">{translate('resources.inventario.fields.precio')}</TableCell>
                <TableCell align="right">{translate('resources.inventario.lote.antes')}</TableCell>
                <TableCell align="right">{translate('resources.inventario.lote.despues')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.cambios.slice(0, PREVIEW_ROWS).map((c) => (
                <TableRow key={c.precioId}>
                  <TableCell>{c.productoNombre}</TableCell>
                  <TableCell>{c.sucursalNombre}</TableCell>
                  <TableCell>{translate(`resources.inventario.planes.${c.usuarioTipo}`)}</TableCell>
                  <TableCell align="right">{formatMoney(c.precio, '$')}</TableCell>
                  <TableCell align="right">{formatMoney(c.ofertaAntes, '$')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatMoney(c.ofertaDespues, '$')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

export function BulkExistenciaButton() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const applied = useApplied();
  const [open, setOpen] = useState(false);
  const [ajuste, setAjuste] = useState('');
  const [preview, setPreview] = useState<LoteExistenciaRespuesta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setPreview(null);
    setError(null);
  };
  const run = async (p: boolean) => {
    const n = Number(ajuste.trim());
    if (!/^[+-]?\d{1,9}$/.test(ajuste.trim())) {
      setError(translate('resources.inventario.fields.ajuste') + ': ' + translate('ra.validation.number'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await inventarioApi.loteExistencia({ ids: selectedIds.map(Number), ajuste: n, preview: p });
      if (p) setPreview(res);
      else {
        setOpen(false);
        reset();
        applied(res.cambios.length);
      }
    } catch (e) {
      setError(errorText(e, 'ajuste'));
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="resources.inventario.lote.existencia" onClick={() => setOpen(true)}>
        <InventoryIcon />
      </Button>
      <DialogShell
        open={open}
        title={translate('resources.inventario.lote.existencia_titulo', { smart_count: selectedIds.length })}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        onPreview={() => void run(true)}
        onApply={() => void run(false)}
        canApply={preview !== null}
        busy={busy}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('resources.inventario.lote.existencia_ayuda')}</Typography>
          <TextField
            label={translate('resources.inventario.fields.ajuste')}
            value={ajuste}
            onChange={(e) => {
              setAjuste(e.target.value);
              reset();
            }}
            inputProps={{ inputMode: 'numeric' }}
            size="small"
            sx={{ maxWidth: 200 }}
          />
          {error && <Alert severity="error">{error}</Alert>}
          {preview && (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="p">
                {translate('resources.inventario.lote.cambios', { smart_count: preview.cambios.length })}
              </Typography>
              <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label={translate('resources.inventario.lote.previsualizar')}>
                <Table size="small" stickyHeader aria-label={translate('resources.inventario.lote.previsualizar')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('resources.inventario.fields.productoNombre')}</TableCell>
                      <TableCell>{translate('resources.inventario.fields.sucursalNombre')}</TableCell>
                      <TableCell align="right">{translate('resources.inventario.lote.antes')}</TableCell>
                      <TableCell align="right">{translate('resources.inventario.lote.despues')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.cambios.slice(0, PREVIEW_ROWS).map((c) => (
                      <TableRow key={c.inventarioId}>
                        <TableCell>{c.productoNombre}</TableCell>
                        <TableCell>{c.sucursalNombre}</TableCell>
                        <TableCell align="right">{c.existenciaAntes}</TableCell>
                        <TableCell align="right" sx={{ fontWeight: 600 }}>
                          {c.existenciaDespues}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Stack>
          )}
        </Stack>
      </DialogShell>
    </>
  );
}
