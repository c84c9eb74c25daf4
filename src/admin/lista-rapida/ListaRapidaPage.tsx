/**
 * Quick lists of a zone (spec: lista-rapida/zona/{zona}/listado): one tab per zone of the staff member;
 * each list with its image, status and products; a dialog registers or edits a list and another picks
 * its products (autocomplete, drag to order) with a quantity valid for each product's sale mode.
 */
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Alert, Box, Button, Card, CardContent, CardHeader, IconButton, Switch, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import type { ImagenSubida, ListaRapidaAdmin, ListaRapidaProductoAdmin } from '../../shared/contracts/admin-publicidad';
import { cantidadListaError } from '../../shared/publicidad-rules';
import { defaultQuantity } from '../../shared/quantity';
import { apiGet, apiSend } from '../publicidad/api';
import PM from '../publicidad/messages';
import { FormDialog, PoolImageInput, ProductPicker, StatusChip, ZoneTabs } from '../publicidad/parts';
import M from './messages';

type Img = ImagenSubida['imagen'];

function ListaDialog({ zona, record, onClose, onSaved }: { zona: string; record: ListaRapidaAdmin | null; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const [nombre, setNombre] = useState(record?.nombre ?? '');
  const [descripcion, setDescripcion] = useState(record?.descripcion ?? '');
  const [imagen, setImagen] = useState<{ id?: number; imagen: Img | null }>({ imagen: record?.imagen ?? null });
  const base = `lista-rapida/zona/${zona}`;
  return (
    <FormDialog
      open
      title={record ? M.editar : M.nueva}
      history={record ? `${base}/${record.id}/historial` : undefined}
      onClose={onClose}
      save={async () => {
        const body = { nombre, descripcion, imagenId: imagen.id };
        await (record ? apiSend('PUT', `${base}/editar/${record.id}`, body) : apiSend('POST', `${base}/registrar`, body));
        await onSaved();
      }}
    >
      {(errors) => (
        <>
          <TextField id="lista-nombre" label={M.nombre} value={nombre} onChange={(e) => setNombre(e.target.value)} error={Boolean(errors.nombre ?? errors.slug)} helperText={errors.nombre ?? errors.slug} required fullWidth />
          <TextField id="lista-descripcion" label={M.descripcion} value={descripcion} onChange={(e) => setDescripcion(e.target.value)} multiline fullWidth slotProps={{ htmlInput: { maxLength: 500 } }} />
          <PoolImageInput id="lista-imagen" path={`zona/${zona}/imagenlistarapida`} label={M.imagen} value={imagen.imagen} onChange={(u) => setImagen(u)} error={errors.imagenId} />
        </>
      )}
    </FormDialog>
  );
}

function ProductosDialog({ zona, record, onClose, onSaved }: { zona: string; record: ListaRapidaAdmin; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const [items, setItems] = useState<ListaRapidaProductoAdmin[]>(record.producto);
  return (
    <FormDialog
      open
      title={`${M.editarProductos}: ${record.nombre}`}
      onClose={onClose}
      save={async () => {
        await apiSend('PUT', `lista-rapida/zona/${zona}/producto/${record.id}`, { producto: items.map((p) => ({ productoId: p.id, cantidad: p.cantidad })) });
        await onSaved();
      }}
    >
      {(errors) => (
        <ProductPicker
          base={`lista-rapida/zona/${zona}`}
          value={items}
          onChange={setItems}
          make={(p) => ({ ...p, cantidad: p.modalidad ? defaultQuantity(p.modalidad) : 1 })}
          error={errors.producto}
          extra={(p) => {
            const local = p.modalidad ? cantidadListaError(p.cantidad, p.modalidad) : null;
            const server = errors[`cantidad.${p.id}`];
            const paso = p.modalidad ? Math.max(1, p.modalidad.grupo) * Math.max(1, p.modalidad.unidad) : 1;
            const min = p.modalidad ? defaultQuantity(p.modalidad) : 1;
            return (
              <TextField
                type="number"
                size="small"
                sx={{ width: 120 }}
                value={p.cantidad}
                onChange={(e) => setItems(items.map((i) => (i.id === p.id ? { ...i, cantidad: Number(e.target.value) } : i)))}
                slotProps={{ htmlInput: { min, step: paso, 'aria-label': M.cantidad.replace('%{nombre}', p.nombre) } }}
                error={Boolean(local ?? server)}
                helperText={local ?? server ?? M.cantidadAyuda.replace('%{min}', String(min)).replaceAll('%{paso}', String(paso))}
              />
            );
          }}
        />
      )}
    </FormDialog>
  );
}

export function ListaRapidaPage() {
  const [zona, setZona] = useState<string | null>(null);
  const notify = useNotify();
  const client = useQueryClient();
  const lists = useQuery({ queryKey: ['lista-rapida', zona], enabled: zona !== null, queryFn: () => apiGet<ListaRapidaAdmin[]>(`lista-rapida/zona/${zona}/listado`) });
  const [editing, setEditing] = useState<ListaRapidaAdmin | null | undefined>(undefined);
  const [products, setProducts] = useState<ListaRapidaAdmin | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: ['lista-rapida', zona] });
  const saved = async () => {
    notify(PM.guardado, { type: 'success' });
    await reload();
  };
  const toggle = async (id: number) => {
    try {
      await apiSend('PUT', `lista-rapida/zona/${zona}/estatus/${id}`, {});
      notify(PM.guardado, { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
    await reload();
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title={M.titulo} />
      <ZoneTabs area="lista-rapida" zona={zona} onChange={setZona} />
      {lists.error && <Alert severity="error">{lists.error.message}</Alert>}
      {zona && lists.data && (
        <Card variant="outlined">
          <CardHeader
            title={M.titulo}
            titleTypographyProps={{ variant: 'h6', component: 'h2' }}
            action={
              <Button variant="contained" size="small" onClick={() => setEditing(null)}>
                {M.nueva}
              </Button>
            }
          />
          <CardContent sx={{ pt: 0 }}>
            {lists.data.length === 0 && <Typography color="text.secondary">{M.vacio}</Typography>}
            <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={M.titulo}>
              {lists.data.map((l) => (
                <Box component="li" key={l.id} sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <Box sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
                    {l.imagen && <img src={l.imagen.sizes.sm} alt="" width={56} height={56} style={{ objectFit: 'cover' }} />}
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body1">{l.nombre}</Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      {l.producto.length ? `${M.nProductos.replace('%{n}', String(l.producto.length))}: ${l.producto.map((p) => `${p.cantidad} × ${p.nombre}`).join(', ')}` : M.sinProductos}
                    </Typography>
                  </Box>
                  <StatusChip estatus={l.estatus} />
                  <Switch checked={l.estatus === 1} onChange={() => toggle(l.id)} size="small" slotProps={{ input: { 'aria-label': `${PM.activar}: ${l.nombre}` } }} />
                  <IconButton aria-label={`${M.editarProductos}: ${l.nombre}`} onClick={() => setProducts(l)}>
                    <PlaylistAddIcon />
                  </IconButton>
                  <IconButton aria-label={`${PM.editar} ${l.nombre}`} onClick={() => setEditing(l)}>
                    <EditIcon />
                  </IconButton>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      )}
      {zona && editing !== undefined && <ListaDialog zona={zona} record={editing} onClose={() => setEditing(undefined)} onSaved={saved} />}
      {zona && products && <ProductosDialog zona={zona} record={products} onClose={() => setProducts(null)} onSaved={saved} />}
    </Box>
  );
}
