/**
 * 'Importar CSV' of the product list: template download, file choice, 'Revisar' (dry run: the bad lines in
 * a table, or 'N filas listas'), then 'Aplicar' (one transaction on the server) with a progress indicator
 * and the result. POST /admin/producto/importar?modo=prueba|aplicar, multipart field `archivo`.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { Button, HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ImportModo, ImportReporte } from '../../shared/contracts/admin-import';
import { session } from '../providers';
import type { AdminDataProvider } from '../providers/data-provider';
import { API_BASE, createHttpClient } from '../providers/http';

const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  cookies: () => document.cookie,
  token: () => session.freshToken(),
});

async function sendFile(file: File, modo: ImportModo): Promise<ImportReporte> {
  const form = new FormData();
  form.append('archivo', file, file.name);
  try {
    return (await http(`${API_BASE}/admin/producto/importar?modo=${modo}`, { method: 'POST', body: form, headers: { 'X-Upload': '1' } })).json as ImportReporte;
  } catch (e) {
    // a refused apply (422) carries the report
    const body = e instanceof HttpError ? (e.body as Partial<ImportReporte> | undefined) : undefined;
    if (body && Array.isArray(body.errores)) return body as ImportReporte;
    throw e;
  }
}

type Estado = 'inicio' | 'revisando' | 'revisado' | 'aplicando' | 'aplicado';

export function ImportarCsvButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.producto.importar.boton" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && <ImportarCsvDialog onClose={() => setOpen(false)} />}
    </>
  );
}

export function ImportarCsvDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [estado, setEstado] = useState<Estado>('inicio');
  const [reporte, setReporte] = useState<ImportReporte | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.producto.importar.${key}`, options);

  const download = async (path: string) => {
    try {
      const { blob, filename } = await dataProvider.download(path);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  const run = async (modo: ImportModo) => {
    if (!file) return;
    setError(null);
    setEstado(modo === 'prueba' ? 'revisando' : 'aplicando');
    try {
      const result = await sendFile(file, modo);
      setReporte(result);
      setEstado(result.aplicado ? 'aplicado' : 'revisado');
      if (result.aplicado) refresh();
    } catch (e) {
      setReporte(null);
      setError(e instanceof Error ? e.message : translate('ra.notification.http_error'));
      setEstado('inicio');
    }
  };

  const busy = estado === 'revisando' || estado === 'aplicando';
  const listo = estado === 'revisado' && reporte !== null && reporte.filasConErrores === 0;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('titulo')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t('ayuda')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <MuiButton variant="outlined" onClick={() => download('producto/importar/plantilla')}>
              {t('plantilla')}
            </MuiButton>
            <MuiButton variant="outlined" onClick={() => download('producto/importar/exportar')}>
              {t('exportar')}
            </MuiButton>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setReporte(null);
                setError(null);
                setEstado('inicio');
                e.target.value = '';
              }}
            />
            <MuiButton variant="outlined" component="label" htmlFor={inputId} startIcon={<UploadFileIcon />} disabled={busy}>
              {t('elegir')}
            </MuiButton>
            <Typography variant="body2" data-testid="importar-archivo">
              {file ? file.name : t('sin_archivo')}
            </Typography>
          </Stack>
          {busy && (
            <Box role="status" aria-live="polite">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {estado === 'revisando' ? t('revisando') : t('aplicando', { filas: reporte?.filas ?? '' })}
              </Typography>
              <LinearProgress aria-label={estado === 'revisando' ? t('revisando') : t('aplicando', { filas: reporte?.filas ?? '' })} />
            </Box>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {reporte && !busy && <Reporte reporte={reporte} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={busy}>
          {t('cerrar')}
        </MuiButton>
        {estado !== 'aplicado' && (
          <MuiButton variant="outlined" onClick={() => run('prueba')} disabled={!file || busy}>
            {t('revisar')}
          </MuiButton>
        )}
        {estado !== 'aplicado' && (
          <MuiButton variant="contained" onClick={() => run('aplicar')} disabled={!listo}>
            {t('aplicar')}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Reporte({ reporte }: { reporte: ImportReporte }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.producto.importar.${key}`, options);
  if (reporte.aplicado) {
    return (
      <Alert severity="success" icon={<CheckCircleIcon />} role="status">
        {t('resultado', {
          creados: reporte.productosCreados,
          actualizados: reporte.productosActualizados,
          invCreados: reporte.inventariosCreados,
          invActualizadas: reporte.inventariosActualizados,
        })}
      </Alert>
    );
  }
  if (reporte.filasConErrores === 0) {
    return (
      <Alert severity="success" role="status">
        {t('listas', { filas: reporte.filas })}
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert severity="error" role="alert">
        {t('con_errores', { errores: reporte.filasConErrores, filas: reporte.filas })}
        {reporte.errores.length < reporte.filasConErrores ? ` ${t('mas_errores', { mostrados: reporte.errores.length })}` : ''}
      </Alert>
      <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} aria-label={t('tabla_errores')}>
        <Table size="small" stickyHeader aria-label={t('tabla_errores')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('linea')}</TableCell>
              <TableCell>{t('columna')}</TableCell>
              <TableCell>{t('motivo')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reporte.errores.map((e, i) => (
              <TableRow key={`${e.linea}-${e.columna}-${i}`}>
                <TableCell>{e.linea}</TableCell>
                <TableCell>{e.columna || t('toda_la_fila')}</TableCell>
                <TableCell>{e.mensaje}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
