import { Chip, useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, List, Pagination, TopToolbar, useRecordContext, type Exporter, type SortPayload } from 'react-admin';
import { safeExporter } from './safe-export';
import { Estatus, estatusNombre, LIST_PAGE_SIZE, type EstatusId } from '../../shared/enums';

interface AreaListProps {
  filters?: ReactElement[];
  sort: SortPayload;
  /** The table for wide screens and the compact list for phones (below md). */
  table: ReactNode;
  simple: ReactNode;
  /** Offer 'Crear' (areas whose records are made here). */
  create?: boolean;
  /** false: no export; absent: the CSV of the loaded rows (safeExporter); a function: the area's own. */
  exporter?: Exporter | false;
  /** Extra toolbar buttons, after the standard ones (e.g. the server's CSV export). */
  actions?: ReactNode;
  /** Shown above the rows (e.g. status tabs). */
  children?: ReactNode;
}

/**
 * An area's list as staff expect it everywhere: filters, create and export in the toolbar, 50 rows a
 * page, a table on wide screens and a compact list on phones.
 */
export function AreaList({ filters, sort, table, simple, create = true, exporter, actions, children }: AreaListProps) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          {filters?.length ? <FilterButton /> : null}
          {create && <CreateButton />}
          {exporter !== false && <ExportButton />}
          {actions}
        </TopToolbar>
      }
      sort={sort}
      perPage={LIST_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}
      exporter={exporter === undefined ? safeExporter : exporter}
    >
      {children}
      {small ? simple : table}
    </List>
  );
}

/** The record's status (or `estatus`, outside a record) as a chip: filled green when active, outlined otherwise. */
export function EstatusChip({ estatus }: { estatus?: number }) {
  const record = useRecordContext<{ id: number; estatus: number }>();
  const value = estatus ?? record?.estatus;
  if (value === undefined) return null;
  const active = value === Estatus.ACTIVO;
  return <Chip size="small" label={estatusNombre[value as EstatusId]} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
}
