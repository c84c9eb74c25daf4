import { useSearchParams } from 'react-router';
import { errorText } from './error-texts';
import ErrorView from './ErrorView';

/** /error?codigo=400|403|404|408|500 */
export default function ErrorPage() {
  const [params] = useSearchParams();
  return <ErrorView {...errorText(params.get('codigo'))} />;
}
