/**
 * A labelled outlined select that opens the device's own picker: on a phone a native wheel or sheet
 * instead of a 200-item menu, and on every page much less JavaScript than MUI's Select (no popover,
 * modal or menu list).
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface NativeOption {
  value: string | number;
  label: string;
}

export interface NativeSelectFieldProps {
  id: string;
  label: string;
  value: string | number;
  options: readonly NativeOption[];
  onChange(value: string): void;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  startAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

export default function NativeSelectField({ id, label, value, options, onChange, disabled, required, fullWidth, startAdornment, sx }: NativeSelectFieldProps) {
  return (
    <FormControl size="small" disabled={disabled} required={required} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput notched label={required ? `${label} *` : label} startAdornment={startAdornment} />}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
