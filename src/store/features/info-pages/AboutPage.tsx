/** /{zona}/quienes-somos: Quiénes somos. */
import { ABOUT } from './content/about';
import InfoArticle from './InfoArticle';

export default function AboutPage() {
  return <InfoArticle content={ABOUT} />;
}
