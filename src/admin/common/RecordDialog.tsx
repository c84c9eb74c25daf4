import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, HttpError, RecordContextProvider, ResourceContextProvider, SaveButton, SimpleForm, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { HistorySection } from './HistorySection';

/** The dialog's actions on the dialog's own white (the form toolbar's grey would dim the text button). */
function DialogToolbar({ onCancel }: { onCancel: () => void }) {
  return (
    <Stack direction="row" justifyContent="space-between" sx={{ px: 2, pb: 2, width: '100%' }}>
      <Button label="ra.action.cancel" onClick={onCancel} />
      <SaveButton />
    </Stack>
  );
}

interface RecordDialogProps<T extends RaRecord> {
  /** The API path of the records (e.g. 'zona/valencia/direccion'): POST to it, PUT to <path>/<id>. */
  resource: string;
  /** The record being edited; null to register one. */
  record: T | null;
  title: string;
  /** Form record -> API body. */
  body: (values: Record<string, unknown>) => Record<string, unknown>;
  defaults?: Partial<T>;
  savedMessage: string;
  onClose: () => void;
  onSaved: () => void;
  children: ReactNode;
}

/**
 * Registers or edits a record that lives under another (a zone's addresses, a store's branches) in a
 * dialog: server field errors land under their inputs, and an edited record shows its history.
 */
export function RecordDialog<T extends RaRecord>({ resource, record, title, body, defaults, savedMessage, onClose, onSaved, children }: RecordDialogProps<T>) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const save = async (values: Record<string, unknown>) => {
    try {
      const data = body(values);
      if (record) await dataProvider.update(resource, { id: record.id, data, previousData: record });
      else await dataProvider.create(resource, { data });
      notify(savedMessage, { type: 'success' });
      onSaved();
      return undefined;
    } catch (e) {
      const fields = e instanceof HttpError ? (e.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
      if (fields) return fields;
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="registro-dialogo-titulo">
      <DialogTitle id="registro-dialogo-titulo">{title}</DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <ResourceContextProvider value={resource}>
          <RecordContextProvider value={record ?? undefined}>
            <SimpleForm record={record ?? defaults ?? {}} onSubmit={save} toolbar={<DialogToolbar onCancel={onClose} />} mode="onChange" reValidateMode="onChange">
              {children}
            </SimpleForm>
            {record && <HistorySection />}
          </RecordContextProvider>
        </ResourceContextProvider>
      </DialogContent>
    </Dialog>
  );
}
