import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, IconButton, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Button, Confirm, RecordContextProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { EstatusChip } from '../common/AreaList';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { RecordDialog } from '../common/RecordDialog';
import type { AdminDataProvider } from '../providers/data-provider';

export interface Columna<T> {
  key: string;
  /** Translation key of the header. */
  label: string;
  align?: 'right';
  render: (row: T) => ReactNode;
}

interface Fila {
  id: number;
  estatus: number;
}

interface SubTablaProps<T extends Fila> {
  /** Translation key of the section title. */
  titulo: string;
  /** Translation key shown when there are no rows. */
  vacio: string;
  /** The API path the rows are read from (e.g. 'zona/caracas/arealistado'). */
  lista: string;
  /** Keeps only some rows (e.g. one area's). */
  filtro?: (row: T) => boolean;
  /** Rows of an answer that is not a plain list (fullsector: areas with their sectors). */
  leer?: (json: unknown) => T[];
  /** The records' API path: POST to it, PUT <recurso>/<id>, PUT <recurso>/<id>/estatus, DELETE <recurso>/<id>. */
  recurso: string;
  columnas: Columna<T>[];
  nombre: (row: T) => string;
  /** Translation keys of the register and edit buttons and the saved notice. */
  textos: { registrar: string; editar: string; guardado: string };
  body: (values: Record<string, unknown>) => Record<string, unknown>;
  defaults: Partial<T>;
  /** The dialog's inputs. */
  form: ReactNode;
  /** Records with a status get the toggle (with confirmation); those without one may be deleted. */
  estatus?: boolean;
  eliminar?: boolean;
  /** Extra actions of a row. */
  acciones?: (row: T) => ReactNode;
}

/**
 * One list of a zone's sub-records (areas, sectors, schedules, blocks) as a compact table: register and
 * edit in a dialog (server field errors under the inputs, history of the edited record), status toggle
 * with confirmation or delete with confirmation.
 */
export function SubTabla<T extends Fila>(p: SubTablaProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const headingId = useId();
  const [dialog, setDialog] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const list = useQuery({ queryKey: ['zona-sub', p.lista], queryFn: () => dataProvider.getCustom<unknown>(p.lista) });
  const remove = useMutation({
    mutationFn: (row: T) => dataProvider.deleteCustom(`${p.recurso}/${row.id}`),
    onSuccess: () => {
      setDeleting(null);
      notify('resources.zona.entrega.eliminado', { type: 'success' });
      void list.refetch();
    },
    onError: (e: Error) => {
      setDeleting(null);
      notify(e.message, { type: 'error' });
    },
  });
  const all = list.data === undefined ? [] : p.leer ? p.leer(list.data) : (list.data as T[]);
  const rows = p.filtro ? all.filter(p.filtro) : all;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mb: 3 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {translate(p.titulo)}
        </Typography>
        <Button label={p.textos.registrar} onClick={() => setDialog({ row: null })} variant="contained">
          <AddIcon />
        </Button>
      </Stack>
      {list.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : rows.length === 0 ? (
        <Typography variant="body2">{translate(p.vacio)}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-labelledby={headingId}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {p.columnas.map((c) => (
                  <TableCell key={c.key} align={c.align ?? 'left'}>
                    {translate(c.label)}
                  </TableCell>
                ))}
                {p.estatus && <TableCell>{translate('resources.zona.entrega.campos.estatus')}</TableCell>}
                <TableCell>{translate('resources.zona.entrega.campos.acciones')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  {p.columnas.map((c) => (
                    <TableCell key={c.key} align={c.align ?? 'left'}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                  {p.estatus && (
                    <TableCell>
                      <RecordContextProvider value={row}>
                        <EstatusChip />
                      </RecordContextProvider>
                    </TableCell>
                  )}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={`${translate(p.textos.editar)}: ${p.nombre(row)}`}>
                      <IconButton aria-label={`${translate(p.textos.editar)}: ${p.nombre(row)}`} size="small" onClick={() => setDialog({ row })}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {p.estatus && (
                      <RecordContextProvider value={{ ...row, nombre: p.nombre(row) }}>
                        <EstatusToggleButton compact path={p.recurso} />
                      </RecordContextProvider>
                    )}
                    {p.eliminar && (
                      <Tooltip title={`${translate('ra.action.delete')}: ${p.nombre(row)}`}>
                        <IconButton aria-label={`${translate('ra.action.delete')}: ${p.nombre(row)}`} size="small" color="error" onClick={() => setDeleting(row)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {p.acciones?.(row)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog && (
        <RecordDialog<T>
          resource={p.recurso}
          record={dialog.row}
          title={dialog.row ? `${translate(p.textos.editar)}: ${p.nombre(dialog.row)}` : translate(p.textos.registrar)}
          body={p.body}
          defaults={p.defaults}
          savedMessage={p.textos.guardado}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void list.refetch();
          }}
        >
          {p.form}
        </RecordDialog>
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={remove.isPending}
        title="resources.zona.entrega.eliminar_titulo"
        content="resources.zona.entrega.eliminar_contenido"
        translateOptions={{ nombre: deleting ? p.nombre(deleting) : '' }}
        confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
