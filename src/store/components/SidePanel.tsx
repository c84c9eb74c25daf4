/** A floating side panel of the shell (cart, categories, coupons, tracking): a drawer with a titled bar and a close button. */
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose(): void;
  title: string;
  /** Accessible name of the close button ('Cerrar carrito'). */
  closeLabel: string;
  icon?: ReactNode;
  anchor?: 'left' | 'right';
  paperSx: SxProps<Theme>;
  /** Names the panel as a dialog for assistive technology. */
  dialogLabel?: string;
  children: ReactNode;
}

export default function SidePanel({ open, onClose, title, closeLabel, icon, anchor = 'right', paperSx, dialogLabel, children }: Props) {
  const paper = dialogLabel ? { sx: paperSx, role: 'dialog', 'aria-label': dialogLabel } : { sx: paperSx };
  return (
    <Drawer anchor={anchor} open={open} onClose={onClose} slotProps={{ paper }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {icon}
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton color="inherit" aria-label={closeLabel} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  );
}
