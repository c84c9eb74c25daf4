/** /{zona}/terminos-condiciones: Términos y condiciones. */
import { TERMS } from './content/terms';
import InfoArticle from './InfoArticle';

export default function TermsPage() {
  return <InfoArticle content={TERMS} />;
}
