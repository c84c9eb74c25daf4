import { errorText } from './error-texts';
import ErrorView from './ErrorView';

/** Any path no route knows. */
export default function NotFoundPage() {
  return <ErrorView {...errorText('404')} />;
}
