/**
 * A grid cell a stock clerk edits in place: focus it (click, Tab or arrows), Enter or a digit starts
 * editing, Enter saves, Esc cancels; arrows move between cells (up/down same column, left/right along the
 * row) and Tab follows the page order. Cells find each other by data-grid-row / data-grid-col.
 */
import { Box, CircularProgress, InputBase, Tooltip } from '@mui/material';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

export interface EditableCellProps {
  row: number;
  col: number;
  /** The value shown (and the starting text when editing). */
  value: string;
  /** Accessible name: 'Editar existencia de Arroz'. */
  label: string;
  /** Saves the text; rejects with the message to show (the cell stays in edit mode). */
  onSave: (text: string) => Promise<void>;
  align?: 'left' | 'right';
  hint?: string;
}

function focusCell(row: number, col: number): boolean {
  const target = document.querySelector<HTMLElement>(`[data-grid-row="${row}"][data-grid-col="${col}"]`);
  if (!target) return false;
  target.focus();
  return true;
}

export function EditableCell({ row, col, value, label, onSave, align = 'right', hint }: EditableCellProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cellRef = useRef<HTMLDivElement>(null);

  const start = (initial = value) => {
    setText(initial);
    setError(null);
    setEditing(true);
  };
  const stop = () => {
    setEditing(false);
    setError(null);
    // back to the cell so the keyboard keeps its place
    requestAnimationFrame(() => cellRef.current?.focus());
  };
  const save = async () => {
    if (text.trim() === value.trim()) return stop();
    setSaving(true);
    try {
      await onSave(text);
      stop();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  const onCellKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      focusCell(row + move[0], col + move[1]);
    } else if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      e.stopPropagation();
      start();
    } else if (/^[\d+-]$/.test(e.key)) {
      e.preventDefault();
      start(e.key);
    }
  };
  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setText(value);
      stop();
    }
  };
  const stopClick = (e: MouseEvent) => e.stopPropagation();

  if (editing) {
    return (
      <Tooltip open={Boolean(error) || Boolean(hint)} title={error ?? hint ?? ''} placement="top" arrow>
        <Box onClick={stopClick} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <InputBase
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onInputKey}
            onBlur={() => !saving && !error && stop()}
            disabled={saving}
            inputProps={{ 'aria-label': label, 'aria-invalid': Boolean(error), inputMode: 'decimal', style: { textAlign: align } }}
            sx={{
              width: 96,
              px: 0.5,
              border: 2,
              borderColor: error ? 'error.main' : 'primary.main',
              borderRadius: 1,
              bgcolor: 'background.paper',
              fontVariantNumeric: 'tabular-nums',
            }}
          />
          {saving && <CircularProgress size={16} aria-label="Guardando" />}
        </Box>
      </Tooltip>
    );
  }
  return (
    <Box
      ref={cellRef}
      role="button"
      tabIndex={0}
      aria-label={`${label}: ${value}`}
      data-grid-row={row}
      data-grid-col={col}
      onKeyDown={onCellKey}
      onClick={stopClick}
      onDoubleClick={() => start()}
      sx={{
        minWidth: 72,
        px: 1,
        py: 0.5,
        textAlign: align,
        borderRadius: 1,
        cursor: 'text',
        fontVariantNumeric: 'tabular-nums',
        border: 1,
        borderColor: 'transparent',
        '&:hover': { borderColor: 'divider' },
        '&:focus-visible, &:focus': { outline: 'none', borderColor: 'primary.main', boxShadow: 1 },
      }}
    >
      {value}
    </Box>
  );
}
