/** The sections of a zone's advertising screen: sliders, offer images, messages, menu links and featured groups. */
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, Card, CardContent, CardHeader, FormControlLabel, IconButton, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type {
  DestacadoAdmin,
  EstadisticaPublicidad,
  ImagenOfertaAdmin,
  ImagenSubida,
  LinkMenuAdmin,
  MensajeAdmin,
  ProductoElegible,
  PublicidadZona,
  SliderAdmin,
  TipoEventoPublicidad,
} from '../../shared/contracts/admin-publicidad';
import { apiSend, fromLocalInput, toLocalInput } from './api';
import M from './messages';
import { FormDialog, PoolImageInput, ProductPicker, SortableRows, StatusChip } from './parts';

type Kind = 'slider' | 'imagen-oferta' | 'mensaje-publicidad' | 'link-menu' | 'destacado';
type Img = ImagenSubida['imagen'];

interface SectionProps {
  zona: string;
  data: PublicidadZona;
  reload: () => Promise<unknown>;
  /** Views and clicks of the last 30 days (sliders, offer images, featured groups). */
  stats?: EstadisticaPublicidad[];
}

const entero = new Intl.NumberFormat('es-VE');
const porcentaje = new Intl.NumberFormat('es-VE', { style: 'percent', maximumFractionDigits: 1 });

/** 'Vistas / Clics / CTR' of a row over the last 30 days. */
function ClickThrough({ stats, tipo, id }: { stats: EstadisticaPublicidad[] | undefined; tipo: TipoEventoPublicidad; id: number }) {
  const s = stats?.find((e) => e.tipo === tipo && e.id === id) ?? { vistas: 0, clics: 0 };
  const ctr = s.vistas > 0 ? porcentaje.format(s.clics / s.vistas) : '—';
  const text = `${entero.format(s.vistas)} / ${entero.format(s.clics)} / ${ctr}`;
  return (
    <Tooltip title={M.ctr.ayuda}>
      <Typography variant="caption" color="text.secondary" data-testid={`ctr-${tipo}-${id}`} aria-label={`${M.ctr.etiqueta}: ${text}`} sx={{ display: 'block', whiteSpace: 'nowrap', flexShrink: 0 }}>
        {text}
      </Typography>
    </Tooltip>
  );
}

const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleString('es-VE', { dateStyle: 'short', timeStyle: 'short' }) : '…');

function useRowActions(zona: string, kind: Kind, reload: () => Promise<unknown>) {
  const notify = useNotify();
  const base = `publicidad/zona/${zona}/${kind}`;
  const run = async (call: Promise<unknown>, message: string) => {
    try {
      await call;
      notify(message, { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
    await reload();
  };
  return {
    base,
    reorder: (ids: number[]) => run(apiSend('PUT', `${base}/orden`, { id: ids }), M.ordenGuardado),
    toggle: (id: number) => run(apiSend('PUT', `${base}/${id}/estatus`, {}), M.guardado),
    save: async (body: unknown, id?: number) => {
      await (id ? apiSend('PUT', `${base}/${id}/editar`, body) : apiSend('POST', `${base}/registrar`, body));
      notify(M.guardado, { type: 'success' });
      await reload();
    },
  };
}

function Section({ title, onAdd, addLabel, children, empty }: { title: string; onAdd: () => void; addLabel: string; children: ReactNode; empty: string | null }) {
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          <Button variant="contained" size="small" onClick={onAdd}>
            {addLabel}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {empty ? (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

function RowActions({ nombre, estatus, onEdit, onToggle }: { nombre: string; estatus: number; onEdit: () => void; onToggle: () => void }) {
  return (
    <>
      <Switch checked={estatus === 1} onChange={onToggle} slotProps={{ input: { 'aria-label': `${M.activar}: ${nombre}` } }} size="small" />
      <IconButton size="small" aria-label={`${M.editar} ${nombre}`} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
    </>
  );
}

function Vigencia({ desde, hasta, setDesde, setHasta, errors }: { desde: string; hasta: string; setDesde: (v: string) => void; setHasta: (v: string) => void; errors: Record<string, string> }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        id="vigenciaDesde"
        type="datetime-local"
        label={M.vigenciaDesde}
        value={desde}
        onChange={(e) => setDesde(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.vigenciaDesde)}
        helperText={errors.vigenciaDesde ?? M.vigenciaAyuda}
        fullWidth
      />
      <TextField
        id="vigenciaHasta"
        type="datetime-local"
        label={M.vigenciaHasta}
        value={hasta}
        onChange={(e) => setHasta(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.vigenciaHasta)}
        helperText={errors.vigenciaHasta ?? M.vigenciaAyuda}
        fullWidth
      />
    </Stack>
  );
}

const Thumb = ({ img }: { img: Img | null }) => (
  <Box sx={{ width: 96, height: 40, flexShrink: 0, borderRadius: 0.5, overflow: 'hidden', bgcolor: 'action.hover' }}>{img && <img src={img.sizes.sm} alt="" width={96} height={40} style={{ objectFit: 'cover' }} />}</Box>
);

// ---- sliders ----------------------------------------------------------------------------------------

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
