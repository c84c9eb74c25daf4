/** 1 to 5 stars and an optional comment for a delivered order; the server accepts one rating per order. */
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/http-errors';
import { calificar, ordersKeys } from '../../lib/orders-api';
import { useCustomerUid } from '../../lib/use-website';
import StarPicker from './StarPicker';

const ETIQUETAS: Record<number, string> = { 1: 'Muy malo', 2: 'Malo', 3: 'Regular', 4: 'Bueno', 5: 'Excelente' };

export default function RatingForm({ ordenId, onRated }: { ordenId: number; onRated(ordenId: number): void }) {
  const [puntuacion, setPuntuacion] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [comentario, setComentario] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const uid = useCustomerUid();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => calificar({ ordenId, puntuacion: puntuacion!, ...(comentario.trim() ? { comentario: comentario.trim() } : {}) }),
    onSuccess: async () => {
      onRated(ordenId);
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all(uid) });
    },
    onError: (e) => {
      if (e instanceof ApiError && !e.handled) setProblem(e.body.mensaje);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!puntuacion) {
      setProblem('Elija de 1 a 5 estrellas');
      return;
    }
    setProblem(null);
    send.mutate();
  }

  const shown = hover ?? puntuacion;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label={`Calificar pedido #${ordenId}`}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        ¿Cómo fue su experiencia con este pedido?
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <StarPicker
          name={`calificacion-${ordenId}`}
          value={puntuacion}
          onChange={(value) => {
            setPuntuacion(value);
            setProblem(null);
          }}
          hover={hover}
          onHover={setHover}
          labelledBy={labelId}
        />
        {shown ? <Typography variant="body2">{ETIQUETAS[shown]}</Typography> : null}
      </Stack>
      <TextField
        label="Comentario (opcional)"
        value={comentario}
        onChange={(e) => setComentario(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        multiline
        minRows={2}
        size="small"
      />
      {problem && <FormHelperText error>{problem}</FormHelperText>}
      <Button type="submit" variant="contained" disabled={send.isPending} sx={{ alignSelf: 'flex-start' }}>
        Enviar calificación
      </Button>
    </Stack>
  );
}
