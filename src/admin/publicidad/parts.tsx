/**
 * Pieces the merchandising screens share: zone tabs, a sortable vertical list (pointer or keyboard),
 * a dialog with field errors, an image picker that uploads to the zone's pool and a product picker
 * (autocomplete over the zone's sellable products, ordered by drag).
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Active, type DragEndEvent, type Over, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { HistorySection } from '../common/HistorySection';
import type { ImagenSubida, ProductoElegible, ZonaPublicidadResumen } from '../../shared/contracts/admin-publicidad';
import { imageProblem, IMAGE_TYPES } from '../common/ImagenUpload';
import { apiGet, apiUpload, fieldErrors, searchProducts } from './api';
import M from './messages';

export function ZoneTabs({ area, zona, onChange }: { area: 'publicidad' | 'lista-rapida'; zona: string | null; onChange: (slug: string) => void }) {
  const zonas = useQuery({ queryKey: [area, 'zonas'], queryFn: () => apiGet<ZonaPublicidadResumen[]>(`${area}/zona`) });
  const list = zonas.data;
  // the first zone opens by itself
  useEffect(() => {
    if (zona === null && list?.length) onChange(list[0]!.slug);
  }, [zona, list, onChange]);
  if (zonas.isPending) return <CircularProgress aria-label="Cargando" />;
  if (!list?.length) return <Alert severity="info">{M.sinZonas}</Alert>;
  const current = zona ?? list[0]!.slug;
  return (
    <Tabs value={current} onChange={(_e, v: string) => onChange(v)} aria-label={M.zonas} sx={{ mb: 2 }}>
      {list.map((z) => (
        <Tab key={z.slug} value={z.slug} label={z.nombre} />
      ))}
    </Tabs>
  );
}

export function StatusChip({ estatus, vigente }: { estatus: number; vigente?: boolean }) {
  if (estatus !== 1) return <Chip size="small" label={M.inactivo} />;
  if (vigente === false) return <Chip size="small" color="warning" variant="outlined" label={M.programado} />;
  return <Chip size="small" color="success" label={vigente === undefined ? M.activo : M.vigente} />;
}

function SortableRow({ id, label, children, disabled }: { id: number; label: string; children: ReactNode; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <Box
      ref={setNodeRef}
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <IconButton size="small" aria-label={M.mover.replace('%{nombre}', label)} {...attributes} {...listeners} sx={{ cursor: 'grab' }} disabled={disabled}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      {children}
    </Box>
  );
}

/** Rows dragged into a new order; `onReorder` receives the ids in the new order. */
export function SortableRows<T extends { id: number }>({
  items,
  label,
  render,
  onReorder,
  disabled = false,
  ariaLabel,
}: {
  items: T[];
  label: (item: T) => string;
  render: (item: T) => ReactNode;
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
  ariaLabel: string;
}) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    onReorder(arrayMove(items, from, to).map((i) => i.id));
  };
  // what a screen reader hears while moving a row (dnd-kit's defaults are in English)
  const say = (text: string, id: UniqueIdentifier, destino?: UniqueIdentifier) => {
    const item = items.find((i) => i.id === id);
    return text.replace('%{nombre}', item ? label(item) : '').replace('%{destino}', String(items.findIndex((i) => i.id === destino) + 1));
  };
  const accessibility = {
    screenReaderInstructions: { draggable: M.mover_instrucciones },
    announcements: {
      onDragStart: ({ active }: { active: Active }) => say(M.mover_tomado, active.id),
      onDragOver: ({ active, over }: { active: Active; over: Over | null }) => (over ? say(M.mover_sobre, active.id, over.id) : say(M.mover_fuera, active.id)),
      onDragEnd: ({ active, over }: { active: Active; over: Over | null }) => (over ? say(M.mover_soltado, active.id, over.id) : say(M.mover_soltado_fuera, active.id)),
      onDragCancel: ({ active }: { active: Active }) => say(M.mover_cancelado, active.id),
    },
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Box component="ul" aria-label={ariaLabel} sx={{ p: 0, m: 0 }}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={label(item)} disabled={disabled}>
              {render(item)}
            </SortableRow>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

/** A dialog form: `save` throws the server's error, whose field errors land under the fields. */
export function FormDialog({
  open,
  title,
  onClose,
  save,
  children,
  history,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  save: () => Promise<void>;
  children: (errors: Record<string, string>) => ReactNode;
  /** The record's history route under /admin/ (editing an existing row): its 'Historial' below the fields. */
  history?: string;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await save();
      setErrors({});
      setGeneral(null);
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      setGeneral((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {general && <Alert severity="error">{general}</Alert>}
            {children(errors)}
            {history && <HistorySection path={history} sx={{ mt: 1 }} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{M.cancelar}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {M.guardar}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Picks a file, uploads it to the zone's image pool (`path`) and reports the uploaded image. */
export function PoolImageInput({
  path,
  label,
  value,
  onChange,
  error,
  id,
}: {
  path: string;
  label: string;
  value: ImagenSubida['imagen'] | null;
  onChange: (uploaded: ImagenSubida) => void;
  error?: string;
  id: string;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (imageProblem(file)) return setProblem(M.imagen.invalida);
    setBusy(true);
    setProblem(null);
    try {
      onChange(await apiUpload(path, file));
    } catch (err) {
      setProblem(fieldErrors(err).imagen ?? (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const shown = problem ?? error;
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Box sx={{ width: 120, height: 64, border: 1, borderColor: shown ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', flexShrink: 0 }}>
        {value && <img src={value.sizes.sm} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      </Box>
      <Box>
        <Typography variant="body2" component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
          {label}
        </Typography>
        <Button component="label" variant="outlined" size="small" disabled={busy}>
          {busy ? M.imagen.subiendo : value ? M.imagen.cambiar : M.imagen.subir}
          <input id={id} hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={choose} />
        </Button>
        {shown && (
          <Typography variant="caption" color="error" sx={{ display: 'block' }} role="alert">
            {shown}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/** Products picked with an autocomplete over the zone's sellable products, ordered by drag, each removable. */
export function ProductPicker<T extends ProductoElegible>({
  base,
  value,
  onChange,
  make,
  extra,
  error,
}: {
  base: string;
  value: T[];
  onChange: (next: T[]) => void;
  make: (p: ProductoElegible) => T;
  extra?: (item: T) => ReactNode;
  error?: string;
}) {
  const [text, setText] = useState('');
  const found = useQuery({ queryKey: ['productos', base, text], enabled: text.trim().length >= 2, queryFn: () => searchProducts(base, text.trim()) });
  const options = (found.data ?? []).filter((p) => !value.some((v) => v.id === p.id));
  return (
    <Stack spacing={1}>
      <Autocomplete
        options={options}
        getOptionLabel={(o) => `${o.nombre} · ${o.codigo}`}
        filterOptions={(o) => o}
        inputValue={text}
        onInputChange={(_e, v, reason) => reason !== 'reset' && setText(v)}
        value={null}
        onChange={(_e, p) => {
          if (p) onChange([...value, make(p)]);
          setText('');
        }}
        loading={found.isFetching}
        noOptionsText={text.trim().length >= 2 ? M.destacado.sinResultados : M.destacado.buscar}
        renderInput={(params) => <TextField {...params} label={M.destacado.buscar} error={Boolean(error)} helperText={error} />}
      />
      <Typography variant="subtitle2">{M.destacado.productos.replace('%{n}', String(value.length))}</Typography>
      <SortableRows
        items={value}
        ariaLabel={M.destacado.productos.replace('%{n}', String(value.length))}
        label={(p) => p.nombre}
        onReorder={(ids) => onChange(ids.map((i) => value.find((v) => v.id === i)!))}
        render={(p) => (
          <>
            <Box sx={{ width: 32, height: 32, flexShrink: 0 }}>{p.imagen && <img src={p.imagen.sizes.sm} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />}</Box>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {p.nombre}
            </Typography>
            {extra?.(p)}
            <IconButton size="small" aria-label={M.quitar.replace('%{nombre}', p.nombre)} onClick={() => onChange(value.filter((v) => v.id !== p.id))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        )}
      />
    </Stack>
  );
}
