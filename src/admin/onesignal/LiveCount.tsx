import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { apiPost } from './api';
import { filtrosOf } from './body';

const DEBOUNCE_MS = 400;

/** The number of customers the filters being edited select, asked again 400 ms after the last change. */
export function LiveCount() {
  const translate = useTranslate();
  const raw = useWatch({ name: 'filtros' });
  const key = JSON.stringify(filtrosOf(raw));
  const [filtros, setFiltros] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setFiltros(key), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const { data, isFetching, isError } = useQuery({
    queryKey: ['onesignal', 'conteo', filtros],
    queryFn: () => apiPost<{ total: number }>('onesignal/conteo', { filtros: JSON.parse(filtros) }),
    retry: false,
    staleTime: 10_000,
  });
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="conteo-segmento"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, borderRadius: 2, bgcolor: '#eef7ea', border: '1px solid #cfe3c7', width: '100%', mb: 2 }}
    >
      <GroupsOutlined color="primary" />
      <Box sx={{ flex: 1 }}>
        <Typography>{translate('resources.onesignal.conteo.titulo')}</Typography>
        {key === '{}' && (
          <Typography variant="caption" color="text.secondary">
            {translate('resources.onesignal.helpers.sinFiltros')}
          </Typography>
        )}
      </Box>
      {isFetching ? (
        <CircularProgress size={20} aria-label={translate('resources.onesignal.conteo.calculando')} />
      ) : isError ? (
        <Typography color="error">{translate('resources.onesignal.conteo.invalido')}</Typography>
      ) : (
        <Typography variant="h5" component="span" sx={{ fontWeight: 800 }}>
          {data?.total ?? '—'}
        </Typography>
      )}
    </Box>
  );
}
