import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { TasaCambio } from '../../shared/contracts/admin-config';
import { fechaHora } from '../common/format';
import { formatTasa, variacion } from './format';

const TasaGrafico = lazy(() => import('./TasaGrafico'));
/** The chart's height, reserved while its chunk loads (no layout shift). */
const GRAFICO_ALTO = 220;

const TABLE_ROWS = 10;
/** Columns left out on a phone: the previous rate is the next row's, the user is in the bitácora. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

/** The rate's course as a chart (oldest to newest) and its last changes as a table. */
export function TasaHistorial({ historial }: { historial: TasaCambio[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.config.tasa.${key}`);
  if (historial.length === 0) return <Typography color="text.secondary">{t('historial_vacio')}</Typography>;
  return (
    <Box>
      <Box role="img" aria-label={t('grafico')}>
        <Suspense fallback={<Box sx={{ height: GRAFICO_ALTO }} />}>
          <TasaGrafico historial={historial} label={t('valor')} />
        </Suspense>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t('historial')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fecha')}</TableCell>
              <TableCell align="right">{t('valor')}</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {t('anterior')}
              </TableCell>
              <TableCell align="right">{t('variacion')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('usuario')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {historial.slice(0, TABLE_ROWS).map((c) => (
              <TableRow key={c.fecha}>
                <TableCell>{fechaHora(c.fecha)}</TableCell>
                <TableCell align="right">{formatTasa(c.tasa)}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {c.anterior ? formatTasa(c.anterior) : '—'}
                </TableCell>
                <TableCell align="right">{c.anterior ? variacion(c.anterior, c.tasa) : '—'}</TableCell>
                <TableCell sx={WIDE_ONLY}>{c.usuarioEmail ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
