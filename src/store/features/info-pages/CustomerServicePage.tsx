/** /atencion-cliente: hours and the ways to reach customer service (phone, e-mail, WhatsApp). */
import AccessTime from '@mui/icons-material/AccessTime';
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { link } from '../../lib/links';
import { useResolve } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import { contactFrom, HORARIO_ATENCION, telUrl, whatsappUrl } from './content/customer-service';
import { InfoFrame } from './InfoArticle';

function Channel({ icon, titulo, valor, href, external, wide }: { icon: ReactNode; titulo: string; valor: string; href: string; external?: boolean; wide?: boolean }) {
  return (
    <Card sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <CardActionArea
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        LinkComponent="a"
        sx={{ p: 2.5, display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 2, height: '100%' }}
      >
        <Box sx={{ width: 48, height: 48, borderRadius: '50%', bgcolor: '#e4f3e3', color: 'primary.main', display: 'grid', placeItems: 'center', flexShrink: 0 }}>{icon}</Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {titulo}
          </Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{valor}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export default function CustomerServicePage() {
  const contacto = contactFrom(useResolve().data?.configuracion);
  const slug = useZoneStore((s) => s.slug);

  return (
    <InfoFrame
      titulo="Atención al cliente"
      resumen="Estamos para ayudarle con sus pedidos, pagos, entregas, devoluciones y cualquier duda sobre su cuenta."
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, mb: 3, borderRadius: 3, bgcolor: '#fff4e0', color: '#7a4100' }}>
        <AccessTime aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>
          Todos los días, de {HORARIO_ATENCION.desde} a {HORARIO_ATENCION.hasta}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, mb: 4 }}>
        <Channel icon={<Phone />} titulo="Llámenos" valor={contacto.telefonoAtencion} href={telUrl(contacto.telefonoAtencion)} />
        <Channel icon={<WhatsApp />} titulo="WhatsApp" valor={contacto.whatsappAtencion} href={whatsappUrl(contacto.whatsappAtencion)} external />
        <Channel icon={<Email />} titulo="Escríbanos" valor={contacto.correoAtencion} href={`mailto:${contacto.correoAtencion}`} wide />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1, color: 'primary.dark' }}>
        Antes de escribirnos
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 1, lineHeight: 1.6 } }}>
        <li>Tenga a mano el número de su pedido y el correo con el que se registró.</li>
        <li>Para reportar un producto dañado, envíenos una foto del producto y de su empaque dentro de las 48 horas siguientes a la entrega.</li>
        <li>Respondemos los correos en menos de 24 horas; por teléfono y WhatsApp le atendemos al momento dentro del horario.</li>
      </Box>
      {slug && (
        <Typography sx={{ mt: 3 }}>
          Quizás su respuesta ya está en nuestras <Link href={link('preguntasFrecuentes', { zona: slug })}>preguntas frecuentes</Link> o en la{' '}
          <Link href={link('politicasDevolucion', { zona: slug })}>política de devoluciones</Link>.
        </Typography>
      )}
    </InfoFrame>
  );
}
