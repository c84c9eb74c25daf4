/** /{zona}/politicas-privacidad: Políticas de privacidad. */
import { PRIVACY } from './content/privacy';
import InfoArticle from './InfoArticle';

export default function PrivacyPage() {
  return <InfoArticle content={PRIVACY} />;
}
