/** /{zona}/politicas-devolucion: Políticas de devolución. */
import { RETURNS } from './content/returns';
import InfoArticle from './InfoArticle';

export default function ReturnsPage() {
  return <InfoArticle content={RETURNS} />;
}
