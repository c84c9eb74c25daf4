/** The featured groups section of a zone's advertising screen: products, order, special slot, click-through. */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, IconButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type {
  DestacadoAdmin,
  ProductoElegible,
  } from '../../shared/contracts/admin-publicidad';
import { apiSend, fromLocalInput, toLocalInput } from './api';
import M from './messages';
import { FormDialog, PoolImageInput, ProductPicker, SortableRows, StatusChip } from './parts';

import { ClickThrough, RowActions, Section, useRowActions, Vigencia, type Img, type SectionProps } from './section-parts';

function DestacadoDialog({ zona, record, onClose, save, history }: { zona: string; record: DestacadoAdmin | null; onClose: () => void; save: (body: unknown, id?: number) => Promise<void>; history?: string }) {
  const [nombre, setNombre] = useState(record?.nombre ?? '');
  const [desde, setDesde] = useState(toLocalInput(record?.vigenciaDesde));
  const [hasta, setHasta] = useState(toLocalInput(record?.vigenciaHasta));
  const [imagen, setImagen] = useState<{ id?: number; imagen: Img | null }>({ imagen: record?.imagen ?? null });
  const [productos, setProductos] = useState<ProductoElegible[]>(record?.producto ?? []);
  return (
    <FormDialog
      open
      history={history}
      title={record ? M.destacado.editar : M.destacado.nuevo}
      onClose={onClose}
      save={() =>
        save(
          { nombre, imagenId: imagen.id, vigenciaDesde: fromLocalInput(desde), vigenciaHasta: fromLocalInput(hasta), producto: productos.map((p) => p.id) },
          record?.id,
        )
      }
    >
      {(errors) => (
        <>
          <TextField id="destacado-nombre" label={M.destacado.nombre} value={nombre} onChange={(e) => setNombre(e.target.value)} error={Boolean(errors.nombre ?? errors.slug)} helperText={errors.nombre ?? errors.slug} required fullWidth />
          <PoolImageInput id="destacado-imagen" path={`zona/${zona}/imagenoferta`} label={M.destacado.imagen} value={imagen.imagen} onChange={(u) => setImagen(u)} error={errors.imagenId} />
          <Vigencia desde={desde} hasta={hasta} setDesde={setDesde} setHasta={setHasta} errors={errors} />
          <ProductPicker base={`publicidad/zona/${zona}`} value={productos} onChange={setProductos} make={(p) => p} error={errors.producto} />
        </>
      )}
    </FormDialog>
  );
}

export function Destacados({ zona, data, reload, stats }: SectionProps) {
  const actions = useRowActions(zona, 'destacado', reload);
  const notify = useNotify();
  const [editing, setEditing] = useState<DestacadoAdmin | null | undefined>(undefined);
  const special = async (id: number) => {
    try {
      await apiSend('PUT', `zona/${zona}/destacadoespecial/${id}`);
      notify(M.guardado, { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
    await reload();
  };
  return (
    <Section title={M.destacado.titulo} addLabel={M.destacado.nuevo} onAdd={() => setEditing(null)} empty={data.destacado.length ? null : M.destacado.vacio}>
      <SortableRows
        items={data.destacado}
        ariaLabel={M.destacado.titulo}
        label={(d) => d.nombre}
        onReorder={actions.reorder}
        render={(d) => (
          <>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {d.nombre}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {M.destacado.productos.replace('%{n}', String(d.producto.length))}
              </Typography>
            </Box>
            <ClickThrough stats={stats} tipo="destacado" id={d.id} />
            <IconButton size="small" aria-label={`${d.especial ? M.destacado.especial : M.destacado.hacerEspecial}: ${d.nombre}`} onClick={() => special(d.id)} disabled={d.especial}>
              {d.especial ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
            </IconButton>
            <StatusChip estatus={d.estatus} vigente={d.vigente} />
            <RowActions nombre={d.nombre} estatus={d.estatus} onEdit={() => setEditing(d)} onToggle={() => actions.toggle(d.id)} />
          </>
        )}
      />
      {editing !== undefined && <DestacadoDialog zona={zona} record={editing} onClose={() => setEditing(undefined)} save={actions.save} history={editing ? `${actions.base}/${editing.id}/historial` : undefined} />}
    </Section>
  );
}
