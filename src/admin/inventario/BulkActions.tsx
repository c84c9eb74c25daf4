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
import type { LoteOfertaRespuesta } from '../../shared/contracts/admin-inventory';
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

/**
 * The dialog's state for one bulk action: open, busy, the last preview and the error, and `run`, which asks
 * the server for a preview (`true`) or applies (`false`) and then closes, notifies and refreshes the grid.
 */
function usePreviewRun<R extends { cambios: unknown[] }>(request: (preview: boolean) => Promise<R>, field: string) {
  const applied = useApplied();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setPreview(null);
    setError(null);
  };
  const close = () => {
    setOpen(false);
    reset();
  };
  const run = async (p: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const res = await request(p);
      if (p) setPreview(res);
      else {
        close();
        applied(res.cambios.length);
      }
    } catch (e) {
      setError(errorText(e, field));
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };
  return { open, show: () => setOpen(true), close, busy, preview, error, setError, reset, run };
}

/** The preview's table: its column headings and the first PREVIEW_ROWS rows, scrollable. */
function PreviewTable({ headings, children }: { headings: { label: string; right?: boolean }[]; children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('resources.inventario.lote.previsualizar');
  return (
    <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {headings.map((h) => (
              <TableCell key={h.label} align={h.right ? 'right' : undefined}>
                {h.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

export function BulkOfertaButton() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [porcentaje, setPorcentaje] = useState('10');
  const [planes, setPlanes] = useState<(1 | 2 | 3)[]>([1, 2, 3]);
  const { open, show, close, busy, preview, error, reset, run } = usePreviewRun(
    (p) => inventarioApi.loteOferta({ ids: selectedIds.map(Number), porcentaje: Number(porcentaje.replace(',', '.')), planes, preview: p }),
    'porcentaje',
  );
  const toggle = (plan: 1 | 2 | 3) => {
    reset();
    setPlanes((ps) => (ps.includes(plan) ? ps.filter((x) => x !== plan) : [...ps, plan].sort()));
  };
  return (
    <>
      <Button label="resources.inventario.lote.oferta" onClick={show}>
        <LocalOfferIcon />
      </Button>
      <DialogShell
        open={open}
        title={translate('resources.inventario.lote.oferta_titulo', { smart_count: selectedIds.length })}
        onClose={close}
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
        <PreviewTable
          headings={[
            { label: translate('resources.inventario.fields.productoNombre') },
            { label: translate('resources.inventario.fields.sucursalNombre') },
            { label: translate('resources.inventario.fields.plan') },
            { label: translate('resources.inventario.fields.precio'), right: true },
            { label: translate('resources.inventario.lote.antes'), right: true },
            { label: translate('resources.inventario.lote.despues'), right: true },
          ]}
        >
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
        </PreviewTable>
      )}
    </Stack>
  );
}

export function BulkExistenciaButton() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [ajuste, setAjuste] = useState('');
  const { open, show, close, busy, preview, error, setError, reset, run: send } = usePreviewRun(
    (p) => inventarioApi.loteExistencia({ ids: selectedIds.map(Number), ajuste: Number(ajuste.trim()), preview: p }),
    'ajuste',
  );
  const run = async (p: boolean) => {
    if (!/^[+-]?\d{1,9}$/.test(ajuste.trim())) {
      setError(translate('resources.inventario.fields.ajuste') + ': ' + translate('ra.validation.number'));
      return;
    }
    await send(p);
  };
  return (
    <>
      <Button label="resources.inventario.lote.existencia" onClick={show}>
        <InventoryIcon />
      </Button>
      <DialogShell
        open={open}
        title={translate('resources.inventario.lote.existencia_titulo', { smart_count: selectedIds.length })}
        onClose={close}
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
              <PreviewTable
                headings={[
                  { label: translate('resources.inventario.fields.productoNombre') },
                  { label: translate('resources.inventario.fields.sucursalNombre') },
                  { label: translate('resources.inventario.lote.antes'), right: true },
                  { label: translate('resources.inventario.lote.despues'), right: true },
                ]}
              >
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
              </PreviewTable>
            </Stack>
          )}
        </Stack>
      </DialogShell>
    </>
  );
}
