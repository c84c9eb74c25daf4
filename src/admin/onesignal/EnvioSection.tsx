import SendOutlined from '@mui/icons-material/SendOutlined';
import { Alert, Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { isHttpUrl, PUSH_TEXTO_MAX, PUSH_TITULO_MAX, type EnvioFila, type SegmentoFila } from '../../shared/contracts/admin-onesignal';
import { Estatus } from '../../shared/enums';
import { fechaHora } from '../common/format';
import { apiPost } from './api';

interface Draft {
  titulo: string;
  texto: string;
  enlace: string;
  imagen: string;
  programar: boolean;
  programadoPara: string;
}
const EMPTY: Draft = { titulo: '', texto: '', enlace: '', imagen: '', programar: false, programadoPara: '' };

/** Errors the form can tell before asking the server (which checks the same and more). */
function localErrors(d: Draft, t: (key: string) => string): Record<string, string> {
  const e: Record<string, string> = {};
  if (!d.titulo.trim()) e.titulo = t('ra.validation.required');
  if (!d.texto.trim()) e.texto = t('ra.validation.required');
  if (d.enlace.trim() && !isHttpUrl(d.enlace.trim())) e.enlace = t('resources.onesignal.envio.enlace_http');
  if (d.imagen.trim() && !isHttpUrl(d.imagen.trim()) && !d.imagen.trim().startsWith('/uploads/')) e.imagen = t('resources.onesignal.envio.imagen_http');
  if (d.programar && (!d.programadoPara || new Date(d.programadoPara).getTime() <= Date.now())) e.programadoPara = t('resources.onesignal.envio.futura');
  return e;
}

/** Sends a message (title, text, link, image) to the segment now or at a chosen moment, after a confirmation. */
export function EnvioSection({ canal }: { canal: string }) {
  const record = useRecordContext<SegmentoFila>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const set = (field: keyof Draft) => (value: string | boolean) => setDraft((d) => ({ ...d, [field]: value }));
  const active = record.estatus === Estatus.ACTIVO;

  function ask() {
    const e = localErrors(draft, translate);
    setErrors(e);
    if (!Object.keys(e).length) setConfirming(true);
  }

  async function send() {
    setConfirming(false);
    setBusy(true);
    try {
      const data = {
        titulo: draft.titulo.trim(),
        texto: draft.texto.trim(),
        enlace: draft.enlace.trim() || null,
        imagen: draft.imagen.trim() || null,
        programadoPara: draft.programar ? new Date(draft.programadoPara).toISOString() : null,
      };
      const envio = await apiPost<EnvioFila>(`onesignal/${record!.id}/envio`, data);
      if (envio.estatus === 4) notify('resources.onesignal.envio.fallido', { type: 'warning', messageArgs: { error: envio.error ?? '' } });
      else if (envio.estatus === 1) notify('resources.onesignal.envio.programado', { type: 'success' });
      else notify('resources.onesignal.envio.enviado', { type: 'success', messageArgs: { smart_count: envio.enviados } });
      setDraft(EMPTY);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: ['onesignal/envio'] });
      await queryClient.invalidateQueries({ queryKey: ['onesignal'] });
    } catch (e) {
      const body = (e as { body?: { mensaje?: string; errores?: Record<string, string> } }).body;
      if (body?.errores) setErrors(body.errores);
      notify(body?.mensaje ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="envio-titulo">
      <CardContent>
        <Typography id="envio-titulo" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {translate('resources.onesignal.envio.titulo')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.onesignal.envio.canal', { canal })}
        </Typography>
        {!active && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('resources.onesignal.envio.inactivo')}
          </Alert>
        )}
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <TextField
            label={translate('resources.onesignal.envio.campos.titulo')}
            value={draft.titulo}
            onChange={(e) => set('titulo')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: PUSH_TITULO_MAX } }}
            error={Boolean(errors.titulo)}
            helperText={errors.titulo ?? `${draft.titulo.length}/${PUSH_TITULO_MAX}`}
            required
          />
          <TextField
            label={translate('resources.onesignal.envio.campos.texto')}
            value={draft.texto}
            onChange={(e) => set('texto')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: PUSH_TEXTO_MAX } }}
            error={Boolean(errors.texto)}
            helperText={errors.texto ?? `${draft.texto.length}/${PUSH_TEXTO_MAX}`}
            multiline
            minRows={2}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={translate('resources.onesignal.envio.campos.enlace')}
              value={draft.enlace}
              onChange={(e) => set('enlace')(e.target.value)}
              error={Boolean(errors.enlace)}
              helperText={errors.enlace}
              type="url"
              sx={{ flex: 1 }}
            />
            <TextField
              label={translate('resources.onesignal.envio.campos.imagen')}
              value={draft.imagen}
              onChange={(e) => set('imagen')(e.target.value)}
              error={Boolean(errors.imagen)}
              helperText={errors.imagen}
              type="url"
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={<Switch checked={draft.programar} onChange={(e) => set('programar')(e.target.checked)} />}
              label={translate('resources.onesignal.envio.campos.programar')}
            />
            {draft.programar && (
              <TextField
                label={translate('resources.onesignal.envio.campos.programadoPara')}
                type="datetime-local"
                value={draft.programadoPara}
                onChange={(e) => set('programadoPara')(e.target.value)}
                error={Boolean(errors.programadoPara)}
                helperText={errors.programadoPara ?? translate('resources.onesignal.envio.helpers.programar')}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
            )}
          </Stack>
          <div>
            <Button variant="contained" startIcon={<SendOutlined />} onClick={ask} disabled={!active || busy}>
              {translate(draft.programar ? 'resources.onesignal.envio.programarBoton' : 'resources.onesignal.envio.enviar')}
            </Button>
          </div>
        </Stack>
        <Confirm
          isOpen={confirming}
          title="resources.onesignal.envio.confirmar_titulo"
          content={draft.programar ? 'resources.onesignal.envio.confirmar_programado' : 'resources.onesignal.envio.confirmar'}
          translateOptions={{ titulo: draft.titulo.trim(), smart_count: record.total, segmento: record.nombre, fecha: draft.programadoPara ? fechaHora(new Date(draft.programadoPara).toISOString()) : '' }}
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
