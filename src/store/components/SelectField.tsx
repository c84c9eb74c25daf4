/**
 * A labelled outlined select (MUI's small outlined look) that opens the device's own picker, in plain
 * elements (select-field.module.css): the product page's quantity and the results' order render it before
 * their largest paint, where MUI's FormControl, InputLabel and OutlinedInput cost main-thread time (issue 8).
 */
import type { NativeSelectFieldProps } from './NativeSelectField';
import css from './select-field.module.css';

/** NativeSelectField's props, sized by a class instead of `sx`. */
type Props = Omit<NativeSelectFieldProps, 'fullWidth' | 'startAdornment' | 'sx'> & { className?: string };

export default function SelectField({ id, label, value, options, onChange, disabled, required, className }: Props) {
  return (
    <div className={className ? `${css.field} ${className}` : css.field}>
      <select id={id} value={value} disabled={disabled} required={required} onChange={(e) => onChange(e.target.value)} className={css.select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={css.arrow}>
        <path d="M7 10l5 5 5-5z" />
      </svg>
      <fieldset aria-hidden="true" className={css.outline}>
        <legend>
          <span>{required ? `${label} *` : label}</span>
        </legend>
      </fieldset>
      <label htmlFor={id} className={css.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
    </div>
  );
}
