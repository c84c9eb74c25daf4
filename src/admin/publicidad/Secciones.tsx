/** The sections of a zone's advertising screen: sliders, offer images, messages and menu links. */
import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type {
  ImagenOfertaAdmin,
  LinkMenuAdmin,
  MensajeAdmin,
  SliderAdmin,
  } from '../../shared/contracts/admin-publicidad';
import { fromLocalInput, toLocalInput } from './api';
import M from './messages';
import { FormDialog, PoolImageInput, SortableRows, StatusChip } from './parts';

import { ClickThrough, fmt, RowActions, Section, Thumb, useRowActions, Vigencia, type Img, type SectionProps } from './section-parts';

function SliderDialog({ zona, record, onClose, save, history }: { zona: string; record: SliderAdmin | null; onClose: () => void; save: (body: unknown, id?: number) => Promise<void>; history?: string }) {
  const [titulo, setTitulo] = useState(record?.titulo ?? '');
  const [url, setUrl] = useState(record?.url ?? '');
  const [desde, setDesde] = useState(toLocalInput(record?.vigenciaDesde));
  const [hasta, setHasta] = useState(toLocalInput(record?.vigenciaHasta));
  const [imagen, setImagen] = useState<{ id?: number; imagen: Img | null }>({ imagen: record?.imagen ?? null });
  const [movil, setMovil] = useState<{ id?: number; imagen: Img | null }>({ imagen: record?.imagenMovil ?? null });
  return (
    <FormDialog
      open
      history={history}
      title={record ? M.slider.editar : M.slider.nuevo}
      onClose={onClose}
      save={() =>
        save(
          { titulo, url: url.trim() || null, imagenId: imagen.id, imagenMovilId: movil.id, vigenciaDesde: fromLocalInput(desde), vigenciaHasta: fromLocalInput(hasta) },
          record?.id,
        )
      }
    >
      {(errors) => (
        <>
          <TextField id="slider-titulo" label={M.slider.campoTitulo} value={titulo} onChange={(e) => setTitulo(e.target.value)} error={Boolean(errors.titulo)} helperText={errors.titulo} required fullWidth />
          <PoolImageInput id="slider-escritorio" path={`zona/${zona}/imagenoferta`} label={M.slider.escritorio} value={imagen.imagen} onChange={(u) => setImagen(u)} error={errors.imagenId} />
          <PoolImageInput id="slider-movil" path={`zona/${zona}/imagenoferta`} label={M.slider.movil} value={movil.imagen} onChange={(u) => setMovil(u)} error={errors.imagenMovilId} />
          <TextField id="slider-url" label={M.url} value={url} onChange={(e) => setUrl(e.target.value)} error={Boolean(errors.url)} helperText={errors.url ?? M.urlAyuda} fullWidth />
          <Vigencia desde={desde} hasta={hasta} setDesde={setDesde} setHasta={setHasta} errors={errors} />
        </>
      )}
    </FormDialog>
  );
}

export function Sliders({ zona, data, reload, stats }: SectionProps) {
  const actions = useRowActions(zona, 'slider', reload);
  const [editing, setEditing] = useState<SliderAdmin | null | undefined>(undefined);
  return (
    <Section title={M.slider.titulo} addLabel={M.slider.nuevo} onAdd={() => setEditing(null)} empty={data.slider.length ? null : M.slider.vacio}>
      <SortableRows
        items={data.slider}
        ariaLabel={M.slider.titulo}
        label={(s) => s.titulo}
        onReorder={actions.reorder}
        render={(s) => (
          <>
            <Thumb img={s.imagen} />
            <Thumb img={s.imagenMovil} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {s.titulo}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {s.vigenciaDesde || s.vigenciaHasta ? `${fmt(s.vigenciaDesde)} – ${fmt(s.vigenciaHasta)}` : M.sinLimite}
              </Typography>
              <ClickThrough stats={stats} tipo="slider" id={s.id} />
            </Box>
            <StatusChip estatus={s.estatus} vigente={s.vigente} />
            <RowActions nombre={s.titulo} estatus={s.estatus} onEdit={() => setEditing(s)} onToggle={() => actions.toggle(s.id)} />
          </>
        )}
      />
      {editing !== undefined && <SliderDialog zona={zona} record={editing} onClose={() => setEditing(undefined)} save={actions.save} history={editing ? `${actions.base}/${editing.id}/historial` : undefined} />}
    </Section>
  );
}

// ---- offer images -----------------------------------------------------------------------------------

function OfertaDialog({ zona, record, onClose, save, history }: { zona: string; record: ImagenOfertaAdmin | null; onClose: () => void; save: (body: unknown, id?: number) => Promise<void>; history?: string }) {
  const [url, setUrl] = useState(record?.url ?? '');
  const [imagen, setImagen] = useState<{ id?: number; imagen: Img | null }>({ imagen: record?.imagen ?? null });
  return (
    <FormDialog open history={history} title={record ? M.oferta.editar : M.oferta.nueva} onClose={onClose} save={() => save({ url, imagenId: imagen.id }, record?.id)}>
      {(errors) => (
        <>
          <PoolImageInput id="oferta-imagen" path={`zona/${zona}/imagenoferta`} label={M.oferta.imagen} value={imagen.imagen} onChange={(u) => setImagen(u)} error={errors.imagenId} />
          <TextField id="oferta-url" label={M.url} value={url} onChange={(e) => setUrl(e.target.value)} error={Boolean(errors.url)} helperText={errors.url ?? M.urlAyuda} required fullWidth />
        </>
      )}
    </FormDialog>
  );
}

export function Ofertas({ zona, data, reload, stats }: SectionProps) {
  const actions = useRowActions(zona, 'imagen-oferta', reload);
  const [editing, setEditing] = useState<ImagenOfertaAdmin | null | undefined>(undefined);
  return (
    <Section title={M.oferta.titulo} addLabel={M.oferta.nueva} onAdd={() => setEditing(null)} empty={data.imagenOferta.length ? null : M.oferta.vacio}>
      <SortableRows
        items={data.imagenOferta}
        ariaLabel={M.oferta.titulo}
        label={(o) => o.url}
        onReorder={actions.reorder}
        render={(o) => (
          <>
            <Thumb img={o.imagen} />
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {o.url}
            </Typography>
            <ClickThrough stats={stats} tipo="imagen-oferta" id={o.id} />
            <StatusChip estatus={o.estatus} />
            <RowActions nombre={o.url} estatus={o.estatus} onEdit={() => setEditing(o)} onToggle={() => actions.toggle(o.id)} />
          </>
        )}
      />
      {editing !== undefined && <OfertaDialog zona={zona} record={editing} onClose={() => setEditing(undefined)} save={actions.save} history={editing ? `${actions.base}/${editing.id}/historial` : undefined} />}
    </Section>
  );
}

// ---- messages ---------------------------------------------------------------------------------------

function MensajeDialog({ record, onClose, save, history }: { record: MensajeAdmin | null; onClose: () => void; save: (body: unknown, id?: number) => Promise<void>; history?: string }) {
  const [mensaje, setMensaje] = useState(record?.mensaje ?? '');
  const [desde, setDesde] = useState(toLocalInput(record?.vigenciaDesde));
  const [hasta, setHasta] = useState(toLocalInput(record?.vigenciaHasta));
  return (
    <FormDialog
      open
      history={history}
      title={record ? M.mensaje.editar : M.mensaje.nuevo}
      onClose={onClose}
      save={() => save({ mensaje, vigenciaDesde: fromLocalInput(desde), vigenciaHasta: fromLocalInput(hasta) }, record?.id)}
    >
      {(errors) => (
        <>
          <TextField id="mensaje-texto" label={M.mensaje.campo} value={mensaje} onChange={(e) => setMensaje(e.target.value)} error={Boolean(errors.mensaje)} helperText={errors.mensaje} required fullWidth multiline slotProps={{ htmlInput: { maxLength: 300 } }} />
          <Vigencia desde={desde} hasta={hasta} setDesde={setDesde} setHasta={setHasta} errors={errors} />
        </>
      )}
    </FormDialog>
  );
}

export function Mensajes({ zona, data, reload }: SectionProps) {
  const actions = useRowActions(zona, 'mensaje-publicidad', reload);
  const [editing, setEditing] = useState<MensajeAdmin | null | undefined>(undefined);
  return (
    <Section title={M.mensaje.titulo} addLabel={M.mensaje.nuevo} onAdd={() => setEditing(null)} empty={data.mensajePublicidad.length ? null : M.mensaje.vacio}>
      <SortableRows
        items={data.mensajePublicidad}
        ariaLabel={M.mensaje.titulo}
        label={(m) => m.mensaje}
        onReorder={actions.reorder}
        render={(m) => (
          <>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {m.mensaje}
              </Typography>
              {(m.vigenciaDesde || m.vigenciaHasta) && (
                <Typography variant="caption" color="text.secondary">
                  {fmt(m.vigenciaDesde)} – {fmt(m.vigenciaHasta)}
                </Typography>
              )}
            </Box>
            <StatusChip estatus={m.estatus} vigente={m.vigente} />
            <RowActions nombre={m.mensaje} estatus={m.estatus} onEdit={() => setEditing(m)} onToggle={() => actions.toggle(m.id)} />
          </>
        )}
      />
      {editing !== undefined && <MensajeDialog record={editing} onClose={() => setEditing(undefined)} save={actions.save} history={editing ? `${actions.base}/${editing.id}/historial` : undefined} />}
    </Section>
  );
}

// ---- menu links -------------------------------------------------------------------------------------

function LinkDialog({ record, onClose, save, history }: { record: LinkMenuAdmin | null; onClose: () => void; save: (body: unknown, id?: number) => Promise<void>; history?: string }) {
  const [nombre, setNombre] = useState(record?.nombre ?? '');
  const [url, setUrl] = useState(record?.url ?? '');
  const [externo, setExterno] = useState(record?.externo ?? false);
  return (
    <FormDialog open history={history} title={record ? M.link.editar : M.link.nuevo} onClose={onClose} save={() => save({ nombre, url, externo }, record?.id)}>
      {(errors) => (
        <>
          <TextField id="link-nombre" label={M.link.nombre} value={nombre} onChange={(e) => setNombre(e.target.value)} error={Boolean(errors.nombre)} helperText={errors.nombre} required fullWidth />
          <TextField id="link-url" label={M.url} value={url} onChange={(e) => setUrl(e.target.value)} error={Boolean(errors.url)} helperText={errors.url ?? M.urlAyuda} required fullWidth />
          <FormControlLabel control={<Switch checked={externo} onChange={(e) => setExterno(e.target.checked)} />} label={M.link.externo} />
        </>
      )}
    </FormDialog>
  );
}

export function Links({ zona, data, reload }: SectionProps) {
  const actions = useRowActions(zona, 'link-menu', reload);
  const [editing, setEditing] = useState<LinkMenuAdmin | null | undefined>(undefined);
  return (
    <Section title={M.link.titulo} addLabel={M.link.nuevo} onAdd={() => setEditing(null)} empty={data.linkMenu.length ? null : M.link.vacio}>
      <Typography variant="caption" color="text.secondary">
        {M.link.ayuda}
      </Typography>
      <SortableRows
        items={data.linkMenu}
        ariaLabel={M.link.titulo}
        label={(l) => l.nombre}
        onReorder={actions.reorder}
        render={(l) => (
          <>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap data-testid="link-nombre">
                {l.nombre}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {l.url}
              </Typography>
            </Box>
            <StatusChip estatus={l.estatus} />
            <RowActions nombre={l.nombre} estatus={l.estatus} onEdit={() => setEditing(l)} onToggle={() => actions.toggle(l.id)} />
          </>
        )}
      />
      {editing !== undefined && <LinkDialog record={editing} onClose={() => setEditing(undefined)} save={actions.save} history={editing ? `${actions.base}/${editing.id}/historial` : undefined} />}
    </Section>
  );
}

// ---- featured groups --------------------------------------------------------------------------------
