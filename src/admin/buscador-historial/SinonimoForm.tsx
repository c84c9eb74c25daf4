import { Create, Edit, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { HistorySection } from '../common/HistorySection';
import { wordsOf } from './body';
import { wordsProblem } from './validate';

const R = 'resources.buscador-historial/sinonimo';
const validate = (value: unknown) => wordsProblem(wordsOf(value));

function Fields() {
  const translate = useTranslate();
  return (
    <TextInput
      source="palabras"
      format={(v: unknown) => (Array.isArray(v) ? v.join(', ') : ((v as string | undefined) ?? ''))}
      parse={(v: string) => v}
      validate={validate}
      helperText={translate(`${R}.ayuda`)}
      fullWidth
    />
  );
}

export function SinonimoCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <Fields />
      </SimpleForm>
    </Create>
  );
}

export function SinonimoEdit() {
  return (
    <Edit redirect="list" mutationMode="pessimistic">
      <SimpleForm>
        <Fields />
      </SimpleForm>
      <HistorySection />
    </Edit>
  );
}
