import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Alert, Box, Card, CardContent, IconButton, Button as MuiButton, Stack, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { GALERIA_MAX, type Producto, type ProductoImagen } from '../../shared/contracts/admin-products';
import { IMAGE_TYPES, imageProblem } from '../common/ImagenUpload';
import { addGalleryImage, removeGalleryImage, reorderGallery } from './galeria-api';

function Miniatura({ item, posicion, readOnly, onRemove }: { item: ProductoImagen; posicion: number; readOnly: boolean; onRemove: () => void }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: readOnly });
  return (
    <Box
      ref={setNodeRef}
      component="li"
      sx={{
        position: 'relative',
        width: 104,
        listStyle: 'none',
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <img
        src={item.imagen.sizes.sm}
        alt={translate('resources.producto.galeria.imagen', { posicion })}
        width={104}
        height={104}
        style={{ display: 'block', width: 104, height: 104, objectFit: 'contain' }}
      />
      {!readOnly && (
        <Stack direction="row" justifyContent="space-between">
          <Tooltip title={translate('resources.producto.galeria.mover', { posicion })}>
            <IconButton size="small" aria-label={translate('resources.producto.galeria.mover', { posicion })} {...attributes} {...listeners} sx={{ cursor: 'grab' }}>
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('resources.producto.galeria.quitar')}>
            <IconButton size="small" color="error" aria-label={`${translate('resources.producto.galeria.quitar')} ${posicion}`} onClick={onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Box>
  );
}

/**
 * The product's gallery: thumbnails in order, dragged (pointer or keyboard) to reorder, each removable
 * after confirmation, and an upload that adds one at the end. `readOnly` for the show page.
 */
export function GaleriaProducto({ readOnly = false }: { readOnly?: boolean }) {
  const record = useRecordContext<Producto>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // the order being saved, shown at once; the record's order otherwise
  const [pending, setPending] = useState<number[] | null>(null);
  const saved = record?.galeria ?? [];
  const items = pending ? pending.map((id) => saved.find((g) => g.id === id)).filter((g): g is ProductoImagen => g !== undefined) : saved;
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ProductoImagen | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const done = (message: string) => () => {
    setPending(null);
    notify(message, { type: 'success' });
    refresh();
  };
  const failed = (error: Error) => {
    setPending(null);
    notify(error.message, { type: 'error' });
  };
  const upload = useMutation({ mutationFn: (file: File) => addGalleryImage(record!.id, file), onSuccess: done('resources.producto.galeria.agregada'), onError: failed });
  const reorder = useMutation({ mutationFn: (ids: number[]) => reorderGallery(record!.id, ids), onSuccess: done('resources.producto.galeria.ordenada'), onError: failed });
  const remove = useMutation({
    mutationFn: (imagenId: number) => removeGalleryImage(record!.id, imagenId),
    onSuccess: () => {
      setRemoving(null);
      done('resources.producto.galeria.quitada')();
    },
    onError: (e: Error) => {
      setRemoving(null);
      failed(e);
    },
  });
  if (!record) return null;
  const busy = upload.isPending || reorder.isPending || remove.isPending;
  const full = items.length >= GALERIA_MAX;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    const next = arrayMove(items, from, to).map((i) => i.id);
    setPending(next);
    reorder.mutate(next);
  };

  const g = (key: string, values?: Record<string, unknown>) => translate(`resources.producto.galeria.${key}`, values);
  const position = (id: UniqueIdentifier | undefined) => items.findIndex((i) => i.id === id) + 1;
  const accessibility = {
    screenReaderInstructions: { draggable: g('instrucciones') },
    announcements: {
      onDragStart: ({ active }: { active: Active }) => g('tomada', { posicion: position(active.id) }),
      onDragOver: ({ active, over }: { active: Active; over: Over | null }) =>
        over ? g('sobre', { posicion: position(active.id), destino: position(over.id) }) : g('fuera', { posicion: position(active.id) }),
      onDragEnd: ({ active, over }: { active: Active; over: Over | null }) =>
        over ? g('soltada', { posicion: position(active.id), destino: position(over.id) }) : g('soltada_fuera', { posicion: position(active.id) }),
      onDragCancel: ({ active }: { active: Active }) => g('cancelada', { posicion: position(active.id) }),
    },
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file);
  };

  return (
    <Card sx={{ width: { xs: '100%', md: 400 }, flexShrink: 0, ml: { md: readOnly ? 0 : 2 } }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.producto.galeria.titulo')}
        </Typography>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.producto.galeria.vacia')}
          </Typography>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
            <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
              <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2 }} aria-label={translate('resources.producto.galeria.titulo')}>
                {items.map((item, i) => (
                  <Miniatura key={item.id} item={item} posicion={i + 1} readOnly={readOnly || busy} onRemove={() => setRemoving(item)} />
                ))}
              </Box>
            </SortableContext>
          </DndContext>
        )}
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(problem)}
          </Alert>
        )}
        {!readOnly && (
          <>
            <MuiButton component="label" variant="outlined" size="small" startIcon={<AddPhotoAlternateIcon />} disabled={busy || full}>
              {translate('resources.producto.galeria.agregar')}
              <input hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={onChoose} />
            </MuiButton>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {full ? translate('resources.producto.galeria.maximo', { max: GALERIA_MAX }) : translate('resources.producto.galeria.ayuda')}
            </Typography>
          </>
        )}
        <Confirm
          isOpen={removing !== null}
          loading={remove.isPending}
          title="resources.producto.galeria.confirmar_titulo"
          content="resources.producto.galeria.confirmar_contenido"
          confirm="resources.producto.galeria.quitar"
          confirmColor="warning"
          onConfirm={() => removing && remove.mutate(removing.id)}
          onClose={() => setRemoving(null)}
        />
      </CardContent>
    </Card>
  );
}
