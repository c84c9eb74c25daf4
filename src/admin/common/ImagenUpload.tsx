import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ImageIcon from '@mui/icons-material/Image';
import { Alert, Box, Card, CardContent, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Client-side check before uploading: the translation key of the problem, or null when acceptable. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'mz.imagen.tipo_invalido';
  if (file.size > MAX_IMAGE_BYTES) return 'mz.imagen.muy_grande';
  return null;
}

function Preview({ src, label }: { src: string | undefined; label: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Box
        sx={{
          width: 160,
          height: 160,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {src ? (
          <img src={src} alt="" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Stack alignItems="center" color="text.secondary">
            <ImageIcon />
            <Typography variant="caption">{translate('mz.imagen.sin_imagen')}</Typography>
          </Stack>
        )}
      </Box>
    </Box>
  );
}

interface ImagenUploadProps {
  /** The record's field holding its processed image ({sizes: {sm, md, lg}}). */
  source?: string;
  /** Translation key of the card's title. */
  title?: string;
}

interface ImagenProcesada {
  sizes: Record<string, string>;
}

/**
 * The record's image: current image, a preview of the chosen file, and its upload through
 * POST /admin/<resource>/<id>/imagen (the resource map's `imagen` verb). Use as an Edit page's aside.
 */
export function ImagenUpload({ source = 'miniaturaImagen', title = 'mz.imagen.titulo' }: ImagenUploadProps) {
  const record = useRecordContext<{ id: number } & Record<string, unknown>>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [chosen, setChosenState] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(chosen);

  // one object URL per chosen file, released when replaced or when the page closes
  const setChosen = (file: File | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current.url);
    latest.current = file ? { file, url: URL.createObjectURL(file) } : null;
    setChosenState(latest.current);
  };
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current.url);
    },
    [],
  );

  const { mutate, isPending } = useMutation({
    mutationFn: (file: File) => dataProvider.uploadImage(resource!, record!.id, file),
    onSuccess: () => {
      setChosen(null);
      notify('mz.imagen.subida', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  if (!record || !resource) return null;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    setChosen(found ? null : file);
  };

  return (
    <Card sx={{ width: { xs: '100%', md: 400 }, flexShrink: 0, ml: { md: 2 }, mt: { xs: 2, md: 0 } }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          <Preview src={(record[source] as ImagenProcesada | null | undefined)?.sizes.md} label="mz.imagen.actual" />
          {chosen && <Preview src={chosen.url} label="mz.imagen.nueva" />}
        </Stack>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(problem)}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <MuiButton component="label" variant="outlined" size="small" startIcon={<ImageIcon />} disabled={isPending}>
            {translate('mz.imagen.seleccionar')}
            <input hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={onChoose} />
          </MuiButton>
          <MuiButton variant="contained" size="small" startIcon={<CloudUploadIcon />} disabled={!chosen || isPending} onClick={() => chosen && mutate(chosen.file)}>
            {translate('mz.imagen.subir')}
          </MuiButton>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('mz.imagen.ayuda')}
        </Typography>
      </CardContent>
    </Card>
  );
}
