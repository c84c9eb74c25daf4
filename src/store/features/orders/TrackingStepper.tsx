/** An order's tracking steps, top to bottom: name, when it was reached (Caracas time), message; errors in red. */
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { PasoRastreo } from '../../../shared/contracts/orders';
import { formatMoment } from '../../lib/order-view';
import { activeStep } from './tracking';

export default function TrackingStepper({ steps }: { steps: PasoRastreo[] }) {
  const active = activeStep(steps);
  return (
    <Stepper orientation="vertical" activeStep={active} role="list" aria-label="Estado del pedido" sx={{ '& .MuiStepContent-root': { pb: 0.5 } }}>
      {steps.map((s, i) => (
        <Step key={`${s.name}-${i}`} role="listitem" completed={i <= active && !s.error} expanded>
          <StepLabel
            error={s.error}
            optional={
              s.time ? (
                <Typography variant="caption" color={s.error ? 'error' : 'text.secondary'}>
                  {formatMoment(s.time)}
                </Typography>
              ) : undefined
            }
          >
            {s.name}
          </StepLabel>
          <StepContent>
            {s.message && (
              <Typography variant="body2" color={s.error ? 'error' : 'text.secondary'}>
                {s.message}
              </Typography>
            )}
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}
