/**
 * 1 to 5 stars as a native radio group: each star a visually hidden radio with its label ('4 estrellas'),
 * arrows move between them as in any radio group, hovering previews the value. Native inputs behave the
 * same under React and preact/compat (the storefront's runtime).
 */
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import type { CSSProperties } from 'react';

interface Props {
  name: string;
  value: number | null;
  onChange(value: number): void;
  /** The star under the pointer (null when none), to preview its label. */
  onHover(value: number | null): void;
  labelledBy: string;
  hover: number | null;
}

const STARS = [1, 2, 3, 4, 5];

/** Out of sight, still read and focusable. */
const visuallyHidden: CSSProperties = { border: 0, clip: 'rect(0 0 0 0)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: 1 };

export default function StarPicker({ name, value, onChange, onHover, labelledBy, hover }: Props) {
  const shown = hover ?? value ?? 0;
  return (
    <Box role="radiogroup" aria-labelledby={labelledBy} sx={{ display: 'inline-flex' }} onMouseLeave={() => onHover(null)}>
      {STARS.map((n) => {
        const id = `${name}-${n}`;
        return (
          <Box key={n} component="span" sx={{ display: 'inline-flex' }}>
            <input
              type="radio"
              id={id}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              style={visuallyHidden}
            />
            <Box
              component="label"
              htmlFor={id}
              onMouseEnter={() => onHover(n)}
              sx={{
                cursor: 'pointer',
                display: 'inline-flex',
                color: n <= shown ? '#b35c00' : 'text.secondary',
                'input:focus-visible + &': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 1 },
              }}
            >
              {n <= shown ? <Star fontSize="large" /> : <StarBorder fontSize="large" />}
              <span style={visuallyHidden}>
                {`${n} ${n === 1 ? 'estrella' : 'estrellas'}`}
              </span>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
